import { ESLint } from "eslint";
import { expect, test } from "vitest";

const eslint = new ESLint();

/** The boundary messages ESLint gives `code` as if it were the file at `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message);
}

const importing = (specifier: string) =>
  `import * as imported from "${specifier}";\nexport const used = imported;\n`;

test("a feature imports the shared layers and itself, never another feature", async () => {
  const file = "app/features/cards/probe.ts";
  expect(await refusals(file, importing("#app/features/articles/articles.ts"))).toHaveLength(1);
  expect(await refusals(file, importing("../articles/articles.ts"))).toHaveLength(1);
  expect(await refusals(file, importing("#app/features/cards/card-decks.ts"))).toEqual([]);
  expect(await refusals(file, importing("#app/domain/reward-catalogue.ts"))).toEqual([]);
  expect(await refusals(file, importing("#app/components/ui/button.tsx"))).toEqual([]);
});

test("shared layers import no feature and no route", async () => {
  for (const file of [
    "app/components/probe.ts",
    "app/domain/probe.server.ts",
    "app/state/probe.ts",
    "app/utils/probe.ts",
  ]) {
    expect(await refusals(file, importing("#app/features/cards/card-decks.ts")), file).toHaveLength(
      1,
    );
    expect(await refusals(file, importing("#app/routes/home.tsx")), file).toHaveLength(1);
  }
});

test("games keep apart, rules stay pure and UI primitives know no domain", async () => {
  expect(
    await refusals("app/games/slusen/probe.tsx", importing("#app/games/meyer/rules.ts")),
  ).toHaveLength(1);
  expect(
    await refusals("app/games/_engine/probe.ts", importing("#app/components/ui/button.tsx")),
  ).toHaveLength(1);
  expect(
    await refusals("app/components/ui/probe.tsx", importing("#app/state/preferences-store.ts")),
  ).toHaveLength(1);
});

test("a game's pages are its routes: they put features with the game, and keep to their game", async () => {
  const feature = importing("#app/features/feedback/feedback-form.tsx");
  expect(await refusals("app/games/squiffy/review-page.tsx", feature)).toEqual([]);
  expect(await refusals("app/games/meyer/page.tsx", feature)).toEqual([]);
  expect(await refusals("app/games/squiffy/squiffy-review.tsx", feature)).toHaveLength(1);
  expect(
    await refusals("app/games/meyer/page.tsx", importing("#app/games/slusen/slusen-board.tsx")),
  ).toHaveLength(1);
});
