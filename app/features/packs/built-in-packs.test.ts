import { describe, expect, test } from "vitest";
import { supportedLanguages } from "#app/i18n/language.ts";
import { allBuiltInPacks, builtInPacks, promptGames } from "./built-in-packs.server.ts";

// The content rules (docs/product-rules.md#prompt-games), in every language a game is played
// in: enough original prompts, no duplicates or blanks, flags set.
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}{}]+/gu, " ")
    .trim();

const gamesInLanguages = promptGames.flatMap((game) =>
  supportedLanguages.map((language) => ({ game, language })),
);

describe.each(gamesInLanguages)("$game in $language", ({ game, language }) => {
  const packs = builtInPacks(game).filter((pack) => pack.language === language);

  test("has at least 3 free packs and 1 premium pack", () => {
    expect(packs.filter((pack) => !pack.premium).length).toBeGreaterThanOrEqual(3);
    expect(packs.filter((pack) => pack.premium).length).toBeGreaterThanOrEqual(1);
  });

  test("has enough prompts", () => {
    if (game === "truth-or-dare") {
      const count = (list: number) =>
        packs.reduce((sum, pack) => sum + (pack.lists[list]?.elements.length ?? 0), 0);
      expect(count(0)).toBeGreaterThanOrEqual(150);
      expect(count(1)).toBeGreaterThanOrEqual(150);
      for (const pack of packs) expect(pack.lists).toHaveLength(2);
    } else {
      const count = packs.reduce(
        (sum, pack) => sum + pack.lists.reduce((s, list) => s + list.elements.length, 0),
        0,
      );
      expect(count).toBeGreaterThanOrEqual(150);
    }
  });

  test("has no duplicate or blank prompts", () => {
    const texts = packs.flatMap((pack) =>
      pack.lists.flatMap((list) => list.elements.map((p) => normalise(p.text))),
    );
    expect(texts.filter((text) => text === "")).toEqual([]);
    const seen = new Set<string>();
    const duplicates = texts.filter((text) => (seen.has(text) ? true : (seen.add(text), false)));
    expect(duplicates).toEqual([]);
  });

  test("every pack is tagged with a language and flags", () => {
    for (const pack of packs) {
      expect(pack.language).toBe(language);
      expect(typeof pack.explicit).toBe("boolean");
      expect(typeof pack.alcohol).toBe("boolean");
    }
  });

  test("the only tokens are {player}, {player2} and {sips:N}", () => {
    const tokens = /\{player2?\}|\{sips:\d{1,2}\}/g;
    for (const pack of packs)
      for (const list of pack.lists)
        for (const prompt of list.elements) {
          expect(prompt.text.replace(tokens, "")).not.toMatch(/[{}]/);
          expect((prompt.virus?.cure ?? "").replace(tokens, "")).not.toMatch(/[{}]/);
        }
  });

  test("packs that mention drinking are flagged alcohol", () => {
    for (const pack of packs) {
      const mentionsSips = pack.lists.some((list) =>
        list.elements.some((p) => /\{sips:/.test(p.text)),
      );
      if (mentionsSips) expect(pack.alcohol, pack.id).toBe(true);
    }
  });
});

test("pack ids are unique across games", () => {
  const ids = allBuiltInPacks().map((pack) => pack.id);
  expect(new Set(ids).size).toBe(ids.length);
});

test("squiffy deals virus cards with a cure", () => {
  const viruses = builtInPacks("squiffy").flatMap(
    (pack) => pack.lists[0]?.elements.filter((p) => p.kind === "virus") ?? [],
  );
  expect(viruses.length).toBeGreaterThanOrEqual(10);
  for (const virus of viruses) expect(virus.virus?.cure).toBeTruthy();
});
