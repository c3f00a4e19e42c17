import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { roomOfPhones, startRoomGameSaying } from "./room-phones.ts";
import { open, seat } from "./table.ts";

// Ride the Bus (docs/product-rules.md#ride-the-bus) on one phone passed round, in English and
// in Danish, in alcohol-free mode, through a reload, and on everyone's phone in a room.

function players(...names: string[]) {
  return names.map((name) => ({ name, notDrinking: false }));
}

/** The game's own words in `language`, as the page shows them once filled. */
function words(language: "en" | "da") {
  const file = path.join(process.cwd(), "app", "i18n", language, "tableGames.json");
  const catalogue = JSON.parse(readFileSync(file, "utf8")) as {
    rideTheBus: {
      answers: Record<string, string>;
      turnCard: string;
      rematch: string;
      endings: Record<string, string>;
    };
  };
  return catalogue.rideTheBus;
}

/** Answers the questions left with the first answer on screen, then turns the whole pyramid. */
async function playToTheBus(page: Page, language: "en" | "da" = "en") {
  const said = words(language);
  const firsts = [said.answers.red, said.answers.higher, said.answers.inside, said.answers.hearts];
  const turn = page.getByRole("button", { name: said.turnCard });
  // Two to eight players answer four questions each: at most 32 answers.
  for (let answer = 0; answer < 32; answer += 1) {
    await expect(page.getByTestId("bus-status")).toBeVisible();
    if (await turn.isVisible()) break;
    for (const each of firsts) {
      const button = page.getByRole("button", { name: each, exact: true });
      if (await button.isVisible()) {
        await button.click();
        break;
      }
    }
  }
  for (let card = 0; card < 10; card += 1) await turn.click();
  await expect(turn).toHaveCount(0);
}

/** Guesses higher until the game ends: the bus arrives or breaks down within its cap. */
async function rideToTheEnd(page: Page, language: "en" | "da" = "en") {
  const said = words(language);
  const rematch = page.getByRole("button", { name: said.rematch });
  for (let guess = 0; guess < 40; guess += 1) {
    if (await rematch.isVisible()) break;
    await page.getByRole("button", { name: said.answers.higher, exact: true }).click();
  }
  await expect(rematch).toBeVisible();
}

test("on one phone in English: the four questions, the pyramid and the bus to the end", async ({
  page,
}) => {
  test.slow();
  await seat(page, players("Ada", "Bo"));
  await open(page, "/games/ride-the-bus");
  await expect(page.getByRole("heading", { level: 1, name: "Ride the Bus" })).toBeVisible();
  await expect(page.getByTestId("bus-status")).toHaveText("Ada: red or black?");
  await expect(page.getByTestId("bus-hand")).toHaveCount(2);

  await page.getByRole("button", { name: "Black", exact: true }).click();
  await expect(page.getByTestId("bus-outcome")).toHaveText(
    /^Ada said black: \w+ of \w+\. (Right! Ada hands out a sip|Wrong: Ada takes a sip)\.$/,
  );
  await expect(page.getByTestId("bus-status")).toHaveText("Bo: red or black?");
  await expect(page.getByTestId("bus-hand").first().getByRole("img")).toHaveCount(1);
  await page.getByRole("button", { name: "Red", exact: true }).click();
  await expect(page.getByTestId("bus-status")).toHaveText(
    "Ada: higher or lower than your first card?",
  );
  // Answers that belong to another question are not offered.
  await expect(page.getByRole("button", { name: "Red", exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Lower", exact: true }).click();
  await expect(page.getByTestId("bus-outcome")).toHaveText(
    /^Ada said lower: .+\. (Right! Ada hands out 2 sips|Wrong: Ada takes 2 sips)\.$/,
  );
  for (const answer of ["Higher", "Inside", "Outside", "Spades", "Clubs"]) {
    await page.getByRole("button", { name: answer, exact: true }).click();
  }
  await expect(page.getByTestId("bus-outcome")).toHaveText(
    /^Bo said clubs: .+\. (Right! Bo hands out 3 sips|Wrong: Bo takes 3 sips)\.$/,
  );

  await expect(page.getByTestId("bus-status")).toHaveText("The pyramid");
  await expect(
    page.getByTestId("bus-pyramid").getByRole("img", { name: "Face-down card" }),
  ).toHaveCount(10);
  const turn = page.getByRole("button", { name: "Turn the next card" });
  await turn.click();
  await expect(page.getByTestId("bus-outcome")).toHaveText(
    /^\w+ of \w+:(\s*nobody holds one\.|\s*\w+ lays down (a card|\d cards) and hands out (a sip|\d sips)\.)/,
  );
  await expect(
    page.getByTestId("bus-pyramid").getByRole("img", { name: "Face-down card" }),
  ).toHaveCount(9);
  for (let card = 1; card < 10; card += 1) await turn.click();

  const status = page.getByTestId("bus-status");
  await expect(status).not.toHaveText("The pyramid");
  // Someone rides the bus, unless nobody has a card left.
  const riding = await page.getByTestId("bus-line").isVisible();
  await expect(status).toHaveText(
    riding ? /^(Ada|Bo): higher or lower than the \w+ of \w+\?$/ : /nobody rides the bus\.$/,
  );
  await expect(page.getByTestId("bus-cost")).toHaveText(
    riding ? ["The bus has cost 0 sips of at most 5 sips."] : [],
  );
  await rideToTheEnd(page);
  await expect(status).toHaveText(
    /(The bus has arrived!|The bus broke down: (Ada|Bo) gets off after 5 sips\. A round of applause!|nobody rides the bus\.)$/,
  );
  await page.getByRole("button", { name: "Play again, same table" }).click();
  await expect(status).toHaveText("Ada: red or black?");
  await expect(page.getByText("no cards")).toHaveCount(2);
});

test("on one phone in Danish, with æ, ø and å in the names, to the end of the bus", async ({
  page,
}) => {
  test.slow();
  const said = words("da");
  await seat(page, players("Søren", "Åse Ærø", "Bo"));
  await open(page, "/games/ride-the-bus?lang=da");
  await expect(page.getByRole("heading", { level: 1, name: "Bussen" })).toBeVisible();
  await expect(page.getByTestId("bus-status")).toHaveText("Søren: rød eller sort?");
  await page.getByRole("button", { name: said.answers.red, exact: true }).click();
  await expect(page.getByTestId("bus-outcome")).toHaveText(
    /^Søren sagde rød: \S+ \S+\. (Rigtigt! Søren deler en tår ud|Forkert – Søren tager en tår)\.$/,
  );
  await expect(page.getByTestId("bus-status")).toHaveText("Åse Ærø: rød eller sort?");
  await page.getByRole("button", { name: said.answers.black, exact: true }).click();
  await page.getByRole("button", { name: said.answers.black, exact: true }).click();
  await expect(page.getByTestId("bus-status")).toHaveText(
    "Søren: højere eller lavere end dit første kort?",
  );
  await playToTheBus(page, "da");
  await rideToTheEnd(page, "da");
  await expect(page.getByTestId("bus-status")).toHaveText(
    /(Bussen er fremme!|står af efter 5 tår\. En stor hånd!|ingen skal med bussen\.)$/,
  );
  await expect(page.locator("main")).not.toContainText(/\b(sips?|Higher|Lower)\b/);
});

test("alcohol-free mode counts penalty points and never sips", async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      "party-dojo:preferences",
      JSON.stringify({ state: { alcoholFree: true }, version: 0 }),
    );
  });
  await seat(page, players("Ada", "Bo"));
  await open(page, "/games/ride-the-bus");
  await page.getByRole("button", { name: "Red", exact: true }).click();
  await expect(page.getByTestId("bus-outcome")).toHaveText(
    /(hands out a penalty point|takes a penalty point)\.$/,
  );
  await playToTheBus(page);
  await expect(page.locator("main")).not.toContainText(/\bsips?\b/);
});

test("a reload mid-game keeps the hands, the question, the turned pyramid and the bus", async ({
  page,
}) => {
  test.slow();
  await seat(page, players("Ada", "Bo", "Cy"));
  await open(page, "/games/ride-the-bus");
  for (const answer of ["Red", "Black", "Red", "Higher"]) {
    await page.getByRole("button", { name: answer, exact: true }).click();
  }
  const hands = await page.getByTestId("bus-hand").allTextContents();
  const cards = async () =>
    page.locator("[data-card]").evaluateAll((all) => all.map((each) => each.dataset["card"]));
  const dealt = await cards();
  expect(dealt).toHaveLength(4);
  const outcome = (await page.getByTestId("bus-outcome").textContent()) ?? "";
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("bus-status")).toHaveText(
    "Bo: higher or lower than your first card?",
  );
  await expect(page.getByTestId("bus-hand")).toHaveText(hands);
  await expect(page.getByTestId("bus-outcome")).toHaveText(outcome);
  expect(await cards()).toEqual(dealt);

  // Finish the questions and turn half the pyramid: a reload shows the same turned cards.
  for (const answer of [
    "Lower",
    "Higher",
    "Inside",
    "Inside",
    "Outside",
    "Hearts",
    "Clubs",
    "Spades",
  ]) {
    await page.getByRole("button", { name: answer, exact: true }).click();
  }
  const turn = page.getByRole("button", { name: "Turn the next card" });
  for (let card = 0; card < 5; card += 1) await turn.click();
  const pyramid = page.getByTestId("bus-pyramid").locator("[data-card]");
  await expect(pyramid).toHaveCount(5);
  const turned = await pyramid.evaluateAll((all) => all.map((each) => each.dataset["card"]));
  await page.reload();
  await waitForHydration(page);
  await expect(pyramid).toHaveCount(5);
  expect(await pyramid.evaluateAll((all) => all.map((each) => each.dataset["card"]))).toEqual(
    turned,
  );
  for (let card = 5; card < 10; card += 1) await turn.click();

  // On the bus, a reload keeps the line's face-up card and what the bus has cost.
  if (!(await page.getByTestId("bus-line").isVisible())) return;
  const higher = page.getByRole("button", { name: "Higher", exact: true });
  await higher.click();
  const line = await page
    .getByTestId("bus-line")
    .locator("[data-card]")
    .evaluateAll((all) => all.map((each) => each.dataset["card"]));
  const cost = (await page.getByTestId("bus-cost").textContent()) ?? "";
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("bus-cost")).toHaveText(cost);
  expect(
    await page
      .getByTestId("bus-line")
      .locator("[data-card]")
      .evaluateAll((all) => all.map((each) => each.dataset["card"])),
  ).toEqual(line);
});

test("three phones: the player on turn answers on theirs, every phone sees the cards", async ({
  page: ada,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(180_000);
  const [bo, cy] = await roomOfPhones(ada, browser, extraHTTPHeaders, ["Bo", "Cy"]);
  const phones = [ada, bo, cy];
  await startRoomGameSaying(ada, "Ride the Bus", /the player on turn answers on their own phone/);
  await expect(ada.getByText("Your question")).toBeVisible();
  for (const other of [bo, cy]) {
    await expect(other.getByText("Waiting for Ada to answer.")).toBeVisible();
    await expect(other.getByRole("button", { name: "Red", exact: true })).toHaveCount(0);
  }
  for (const each of phones) await expect(each.getByTestId("bus-hand")).toHaveCount(3);

  await ada.getByRole("button", { name: "Red", exact: true }).click();
  for (const each of phones) {
    await expect(each.getByTestId("bus-outcome")).toHaveText(/^Ada said red: /);
    await expect(each.getByTestId("bus-hand").first().locator("[data-card]")).toHaveCount(1);
  }
  await expect(bo.getByText("Your question")).toBeVisible();
  await expect(ada.getByRole("button", { name: "Black", exact: true })).toHaveCount(0);

  // Round the table four times, each on their own phone.
  const firsts = ["Black", "Higher", "Inside", "Hearts"];
  await bo.getByRole("button", { name: "Black", exact: true }).click();
  await cy.getByRole("button", { name: "Black", exact: true }).click();
  for (const answer of firsts.slice(1)) {
    for (const each of phones)
      await each.getByRole("button", { name: answer, exact: true }).click();
  }
  for (const each of phones) {
    await expect(each.getByTestId("bus-status")).toHaveText("The pyramid");
    await expect(each.getByText("Anyone at the table may turn the next card.")).toBeVisible();
  }
  // Anyone turns: each phone a card, and every phone sees it.
  for (let card = 0; card < 10; card += 1) {
    const turner = phones[card % 3] ?? ada;
    await turner.getByRole("button", { name: "Turn the next card" }).click();
    // The tenth card ends the pyramid, which then leaves the screen.
    if (card === 9) break;
    for (const each of phones)
      await expect(each.getByTestId("bus-pyramid").locator("[data-card]")).toHaveCount(card + 1);
  }
  for (const each of phones)
    await expect(each.getByTestId("bus-status")).not.toHaveText("The pyramid");
  if (!(await ada.getByTestId("bus-line").isVisible())) return;

  // The rider guesses on their own phone; the others watch.
  const riderName = ((await ada.getByTestId("bus-status").textContent()) ?? "").split(":")[0] ?? "";
  const rider = phones[["Ada", "Bo", "Cy"].indexOf(riderName)] ?? ada;
  await expect(rider.getByText("You ride the bus")).toBeVisible();
  for (const other of phones.filter((each) => each !== rider)) {
    await expect(other.getByText(`Waiting for ${riderName} to guess.`)).toBeVisible();
    await expect(other.getByRole("button", { name: "Higher", exact: true })).toHaveCount(0);
  }
  await rider.getByRole("button", { name: "Higher", exact: true }).click();
  for (const each of phones)
    await expect(each.getByTestId("bus-outcome")).toHaveText(
      /^\w+ of \w+\. (Right|Back to the start)/,
    );
});
