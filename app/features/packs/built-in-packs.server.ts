import { packContentSchema, toPack } from "#app/games/_engine/pack-content.ts";
import type { Pack } from "#app/games/_engine/packs.ts";

/** The games whose cards come from prompt packs (docs/product-rules.md#prompt-games). */
export const promptGames = [
  "never-have-i-ever",
  "most-likely-to",
  "truth-or-dare",
  "category",
  "charades",
  "country-island-city",
  "squiffy",
] as const;

// Bundled into the server build; the browser gets packs through loaders, so content never
// weighs on a page's JavaScript.
const files = import.meta.glob<unknown>("/content/packs/*/*.json", {
  eager: true,
  import: "default",
});

function loadAll(): Map<string, Pack[]> {
  const byGame = new Map<string, Pack[]>();
  for (const [file, content] of Object.entries(files)) {
    const game = /\/content\/packs\/([^/]+)\//.exec(file)?.[1];
    if (!game) continue;
    const parsed = packContentSchema.safeParse(content);
    if (!parsed.success)
      throw new Error(
        `${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
      );
    byGame.set(game, [...(byGame.get(game) ?? []), toPack(game, parsed.data)]);
  }
  for (const packs of byGame.values())
    packs.sort((a, b) => Number(a.premium) - Number(b.premium) || a.name.localeCompare(b.name));
  return byGame;
}

const packsByGame = loadAll();

export function builtInPacks(game: string): Pack[] {
  return packsByGame.get(game) ?? [];
}

export function allBuiltInPacks(): Pack[] {
  return [...packsByGame.values()].flat();
}
