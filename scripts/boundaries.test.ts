import { ESLint } from "eslint";
import { expect, test, vi } from "vitest";

// The first lint loads the whole config and its parsers: seconds on a box that is also
// typechecking beside the unit tests (`npm test`), more than the unit tests' usual limit.
vi.setConfig({ testTimeout: 60_000 });

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

/** The dynamic-import messages ESLint gives `code` as if it were the file at `filePath`. */
async function dynamicRefusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-syntax")
    .map((message) => message.message);
}

const loading = (specifier: string) => `export const loaded = () => import("${specifier}");\n`;

test("a dynamic import() keeps to the same boundaries as a static one", async () => {
  const account = "app/features/account/probe.tsx";
  expect(
    await dynamicRefusals(account, loading("#app/features/billing/subscription-api.ts")),
  ).toHaveLength(1);
  expect(await dynamicRefusals(account, loading("#app/routes/home.tsx"))).toHaveLength(1);
  expect(await dynamicRefusals(account, loading("#app/features/account/account-sync.tsx"))).toEqual(
    [],
  );
  expect(await dynamicRefusals(account, loading("#app/games/_ui/player-setup.tsx"))).toEqual([]);
  expect(await dynamicRefusals(account, loading("ioredis"))).toEqual([]);
  for (const file of [
    "app/components/probe.tsx",
    "app/utils/probe.ts",
    "app/games/meyer/probe.tsx",
  ]) {
    expect(
      await dynamicRefusals(file, loading("#app/features/cards/card-decks.ts")),
      file,
    ).toHaveLength(1);
  }
  // The root puts features together, statically or not.
  expect(
    await dynamicRefusals("app/root.tsx", loading("#app/features/shell/age-gate.tsx")),
  ).toEqual([]);
  expect(
    await dynamicRefusals("app/games/meyer/page.tsx", loading("#app/features/shell/age-gate.tsx")),
  ).toEqual([]);
});

test("only routes and the root read the router context", async () => {
  for (const file of [
    "app/features/rewards/probe.server.ts",
    "app/domain/probe.server.ts",
    "app/utils/http/probe.server.ts",
    "app/components/probe.tsx",
    "app/games/meyer/probe.ts",
  ]) {
    expect(await refusals(file, importing("#app/context.ts")), file).toHaveLength(1);
    expect(await refusals(file, importing("#app/route-context.server.ts")), file).toHaveLength(1);
    expect(await refusals(file, importing("#app/load-context.server.ts")), file).toHaveLength(1);
  }
  expect(await refusals("app/utils/http/probe.ts", importing("../../context.ts"))).toHaveLength(1);
  expect(await refusals("app/routes/probe.tsx", importing("#app/context.ts"))).toEqual([]);
  expect(await refusals("app/games/meyer/page.tsx", importing("#app/context.ts"))).toEqual([]);
  expect(await refusals("app/root.tsx", importing("#app/context.ts"))).toEqual([]);
});

test("the files at the root of app/ are shared, unless they are a composition root", async () => {
  const feature = importing("#app/features/auth/auth.server.ts");
  for (const file of ["app/context.ts", "app/env.server.ts", "app/public-env.ts", "app/probe.ts"]) {
    expect(await refusals(file, feature), file).toHaveLength(1);
    expect(await refusals(file, importing("./features/auth/auth.server.ts")), file).toHaveLength(1);
  }
  for (const file of [
    "app/root.tsx",
    "app/load-context.server.ts",
    "app/request-middleware.server.ts",
    "app/route-context.server.ts",
    "app/open-rooms.server.ts",
  ]) {
    expect(await refusals(file, feature), file).toEqual([]);
  }
});
