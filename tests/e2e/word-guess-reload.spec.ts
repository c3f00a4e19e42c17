import { expect, test } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { open, seat } from "./table.ts";

// Word Guess on one phone keeps the whole round on the device (docs/decisions/034-one-rule-set.md):
// a reload mid-round brings back the same word from the chosen category, the count and who
// answers, never a new draw.

test("a reload mid-round keeps the word, its category, the count and the answerer", async ({
  page,
}) => {
  await seat(
    page,
    ["Ada", "Bo"].map((name) => ({ name, notDrinking: false })),
  );
  await open(page, "/games/word-guess");
  await page.getByLabel("Category").selectOption({ label: "Animals" });
  await expect(page.getByTestId("word-category")).toHaveText("Category: Animals");
  await page.getByRole("button", { name: "Question asked" }).click();
  await page.getByRole("button", { name: "Question asked" }).click();
  await page.getByRole("button", { name: "Show the secret word" }).click();
  const word = ((await page.getByTestId("secret-word").textContent()) ?? "").trim();

  for (let reload = 0; reload < 2; reload += 1) {
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText("Ada answers this round")).toBeVisible();
    await expect(page.getByTestId("word-category")).toHaveText("Category: Animals");
    await expect(page.getByLabel("Category")).toHaveValue("animals");
    await expect(page.getByTestId("question-count")).toHaveText("2 of 20");
    await expect(page.getByTestId("secret-word")).toHaveCount(0);
    await page.getByRole("button", { name: "Show the secret word" }).click();
    await expect(page.getByTestId("secret-word")).toHaveText(word);
  }

  // The round goes on from there: the same word is the one the result names.
  await page.getByRole("button", { name: "They guessed it" }).click();
  await expect(page.getByTestId("word-result")).toContainText(`The word was ${word}.`);
});
