// How many cards the built-in packs hold, per game, language, level and 18+, free and Premium:
// `npm run content:counts` prints the table (docs/content-rules.md, "Intensity" and "18+").
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { packContentSchema, type PackContent } from "#app/games/_engine/pack-content-schema.ts";

const packsDir = "content/packs";

interface Count {
  game: string;
  language: string;
  level: string;
  explicit: boolean;
  premium: boolean;
  occasion: boolean;
  packs: number;
  cards: number;
}

export function readPacks(dir = packsDir): { game: string; pack: PackContent }[] {
  return readdirSync(dir).flatMap((game) =>
    readdirSync(path.join(dir, game))
      .filter((file) => file.endsWith(".json"))
      .map((file) => ({
        game,
        pack: packContentSchema.parse(JSON.parse(readFileSync(path.join(dir, game, file), "utf8"))),
      })),
  );
}

export function countCards(packs: readonly { game: string; pack: PackContent }[]): Count[] {
  const counts = new Map<string, Count>();
  for (const { game, pack } of packs) {
    const row = {
      game,
      language: pack.language,
      level: pack.level,
      explicit: pack.explicit,
      premium: pack.premium,
      occasion: pack.occasion ?? false,
    };
    const key = JSON.stringify(row);
    const count = counts.get(key) ?? { ...row, packs: 0, cards: 0 };
    count.packs += 1;
    count.cards += pack.lists.reduce((sum, list) => sum + list.elements.length, 0);
    counts.set(key, count);
  }
  const order = (count: Count) =>
    [
      count.game,
      count.language,
      ["mild", "medium", "wild"].indexOf(count.level),
      count.explicit,
      count.premium,
      count.occasion,
    ].join(" ");
  return [...counts.values()].sort((a, b) => order(a).localeCompare(order(b)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const rows = countCards(readPacks());
  console.log("| game | language | level | 18+ | premium | occasion | packs | cards |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const row of rows) {
    const yes = (value: boolean) => (value ? "yes" : "");
    console.log(
      `| ${row.game} | ${row.language} | ${row.level} | ${yes(row.explicit)} | ${yes(row.premium)} | ${yes(row.occasion)} | ${row.packs} | ${row.cards} |`,
    );
  }
  const total = rows.reduce((sum, row) => sum + row.cards, 0);
  console.log(`\n${rows.reduce((sum, row) => sum + row.packs, 0)} packs, ${total} cards`);
}
