import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { roomOfPhones, startRoomGameSaying } from "./room-phones.ts";

// Word Guess on everyone's phone (docs/decisions/034-one-rule-set.md): only the answerer's phone
// shows the secret word and counts the questions; the others see who answers and the count, the
// word once the round is over, and who drinks; the next round passes answering on.

test("three phones: only the answerer sees the word; the count, result and turn reach all", async ({
  page: ada,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  const [bo, cy] = await roomOfPhones(ada, browser, extraHTTPHeaders, ["Bo", "Cy"]);
  const phones = [ada, bo, cy];

  await startRoomGameSaying(ada, "Word Guess", /Only the answerer's phone shows the secret word/);

  // Ada answers: the word is on her phone only, and still there after a reload.
  await expect(ada.getByText("You answer this round")).toBeVisible();
  const word = ((await ada.getByTestId("secret-word").textContent()) ?? "").trim();
  expect(word.length).toBeGreaterThan(1);
  for (const other of [bo, cy]) {
    await expect(other.getByText("Ada answers this round")).toBeVisible();
    await expect(other.getByText("Only Ada can see it")).toBeVisible();
    await expect(other.getByTestId("secret-word")).toHaveCount(0);
    await expect(other.getByText(word, { exact: true })).toHaveCount(0);
    await expect(other.getByRole("button", { name: "Question asked" })).toHaveCount(0);
  }

  for (let asked = 0; asked < 3; asked += 1) {
    await ada.getByRole("button", { name: "Question asked" }).click();
    await expect(ada.getByTestId("question-count")).toHaveText(`${asked + 1} of 20`);
  }
  await ada.getByRole("button", { name: "Take one back" }).click();
  for (const each of phones) await expect(each.getByTestId("question-count")).toHaveText("2 of 20");
  await ada.reload();
  await waitForHydration(ada);
  await expect(ada.getByTestId("secret-word")).toHaveText(word);
  await expect(ada.getByTestId("question-count")).toHaveText("2 of 20");

  // Guessed: the word and Ada's drink (one, plus one per five questions left, up to three) on
  // every phone.
  await ada.getByRole("button", { name: "Guessed it" }).click();
  for (const each of phones) {
    await expect(each.getByTestId("word-result")).toContainText(
      `Guessed in 2 questions! The word was ${word}.`,
    );
    await expect(each.getByTestId("word-result")).toContainText(
      "The answerer drinks: Ada takes 3 sips.",
    );
    await expect(each.getByText("Ada: 3 sips")).toBeVisible();
  }

  // Anyone starts the next round; Bo answers a new word that only his phone shows.
  await cy.getByRole("button", { name: "Next round" }).click();
  await expect(bo.getByText("You answer this round")).toBeVisible();
  const second = ((await bo.getByTestId("secret-word").textContent()) ?? "").trim();
  expect(second).not.toBe(word);
  for (const other of [ada, cy]) {
    await expect(other.getByText("Bo answers this round")).toBeVisible();
    await expect(other.getByTestId("secret-word")).toHaveCount(0);
    await expect(other.getByText(`${word}: guessed in 2 questions`)).toBeVisible();
  }

  // Not guessed: the askers drink.
  await bo.getByRole("button", { name: "Not guessed" }).click();
  for (const each of phones) {
    await expect(each.getByTestId("word-result")).toContainText(`The word was ${second}.`);
    await expect(each.getByTestId("word-result")).toContainText(
      "The askers drink: Ada and Cy take 2 sips.",
    );
  }
  await expect(cy.getByText("Ada: 5 sips")).toBeVisible();
});
