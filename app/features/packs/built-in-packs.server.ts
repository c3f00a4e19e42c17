import { toPack, type PackContent } from "#app/games/_engine/pack-content.ts";
import { compareText } from "#app/i18n/collation.ts";
import { packContentSchema } from "#app/games/_engine/pack-content-schema.ts";
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

/** A built-in pack as written, and as it is played. */
export interface BuiltInPack {
  content: PackContent;
  pack: Pack;
}

function loadAll(): Map<string, BuiltInPack[]> {
  const byGame = new Map<string, BuiltInPack[]>();
  for (const [file, content] of Object.entries(files)) {
    const game = /\/content\/packs\/([^/]+)\//.exec(file)?.[1];
    if (!game) continue;
    const parsed = packContentSchema.safeParse(content);
    if (!parsed.success)
      throw new Error(
        `${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
      );
    const entry = { content: parsed.data, pack: toPack(game, parsed.data) };
    byGame.set(game, [...(byGame.get(game) ?? []), entry]);
  }
  for (const entries of byGame.values())
    entries.sort(
      ({ pack: a }, { pack: b }) =>
        Number(a.premium) - Number(b.premium) || compareText(a.name, b.name, a.language),
    );
  return byGame;
}

// Read and checked once, when the server starts: the content is part of the build.
const packsByGame = loadAll();

/** A game's packs, both as written and as played, in the order they are listed. */
export function builtInPackEntries(game: string): readonly BuiltInPack[] {
  return packsByGame.get(game) ?? [];
}

export function builtInPacks(game: string): Pack[] {
  return builtInPackEntries(game).map((entry) => entry.pack);
}

export function allBuiltInPacks(): Pack[] {
  return [...packsByGame.values()].flat().map((entry) => entry.pack);
}
