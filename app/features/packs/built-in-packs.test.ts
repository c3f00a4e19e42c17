import { describe, expect, test } from "vitest";
import { supportedLanguages } from "#app/i18n/language.ts";
import { requiredPlayers } from "#app/games/_engine/players.ts";
import { packLevels, type Pack } from "#app/games/_engine/packs.ts";
import { allBuiltInPacks, builtInPacks, promptGames } from "./built-in-packs.server.ts";

// The content rules (docs/product-rules.md#prompt-games), in every language a game is played
// in: enough original prompts, no duplicates or blanks, flags set.
const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}{}]+/gu, " ")
    .trim();

/** The prompt games whose cards call people by name (docs/content-rules.md#how-the-tokens-read). */
const namingGames = new Set<string>([
  "never-have-i-ever",
  "most-likely-to",
  "category",
  "charades",
  "country-island-city",
  "squiffy",
]);

const gamesInLanguages = promptGames.flatMap((game) =>
  supportedLanguages.map((language) => ({ game, language })),
);

const packsOf = (game: string, language: string) =>
  builtInPacks(game).filter((pack) => pack.language === language);
// What a table deals without choosing anything: occasion packs start switched off.
const freeOf = (packs: readonly Pack[]) => packs.filter((pack) => !pack.premium && !pack.occasion);
const texts = (from: readonly Pack[], list?: number) =>
  from.flatMap((pack) =>
    (list === undefined ? pack.lists : pack.lists.slice(list, list + 1)).flatMap((entry) =>
      entry.elements.map((prompt) => prompt.text),
    ),
  );

describe.each(gamesInLanguages)("$game in $language", ({ game, language }) => {
  const packs = packsOf(game, language);
  const free = freeOf(packs);

  // Intensity (docs/content-rules.md#intensity): a table that picks one level still has cards.
  test("every pack has a level, every explicit pack is wild, and mild and medium both deal", () => {
    for (const pack of packs) expect(packLevels, pack.id).toContain(pack.level);
    for (const pack of packs.filter((each) => each.explicit))
      expect(pack.level, pack.id).toBe("wild");
    const levels = new Set(packs.map((pack) => pack.level));
    expect(levels.has("mild") && levels.has("medium")).toBe(true);
  });

  test("has at least 3 free packs and 2 premium packs", () => {
    expect(free.length).toBeGreaterThanOrEqual(3);
    expect(packs.filter((pack) => pack.premium).length).toBeGreaterThanOrEqual(2);
  });

  // A table that set no names still gets 150 free cards: cards that name someone are dealt
  // only when the table has the names.
  test("has 150 free prompts that need no names", () => {
    const lists = game === "truth-or-dare" ? [0, 1] : [undefined];
    // Truth-or-dare deals from two lists, truths and dares: a pack needs both.
    expect(
      packs.filter((pack) => pack.lists.length !== lists.length).map((pack) => pack.id),
    ).toEqual([]);
    for (const list of lists) {
      const needNoNames = texts(free, list).filter((text) => requiredPlayers(text) === 0);
      expect(needNoNames.length).toBeGreaterThanOrEqual(game === "squiffy" ? 0 : 150);
    }
    expect(texts(free).length).toBeGreaterThanOrEqual(150);
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

  test("the only tokens are {player}, {player2}, their genitives and {sips:N}", () => {
    const tokens = /\{player2?(?::s)?\}|\{sips:\d{1,2}\}/g;
    for (const pack of packs)
      for (const list of pack.lists)
        for (const prompt of list.elements) {
          expect(prompt.text.replace(tokens, "")).not.toMatch(/[{}]/);
          expect((prompt.virus?.cure ?? "").replace(tokens, "")).not.toMatch(/[{}]/);
        }
  });

  test("packs that mention drinking are flagged alcohol", () => {
    const mentionsSips = (pack: Pack) =>
      pack.lists.some((list) => list.elements.some((p) => /\{sips:/.test(p.text)));
    const unflagged = packs.filter((pack) => mentionsSips(pack) && !pack.alcohol);
    expect(unflagged.map((pack) => pack.id)).toEqual([]);
  });
});

// docs/product-rules.md#prompt-games: a pack for each occasion, free, in both languages.
const occasionGames = ["never-have-i-ever", "most-likely-to", "squiffy"];
test.each(supportedLanguages)(
  "every occasion has a free pack in %s in each game that names players",
  (language) => {
    for (const game of occasionGames) {
      const occasions = builtInPacks(game).filter(
        (pack) => pack.language === language && pack.occasion === true,
      );
      expect(occasions.length, game).toBe(5);
      for (const pack of occasions) {
        expect(pack.premium, pack.id).toBe(false);
        expect(pack.explicit, pack.id).toBe(false);
        expect(pack.lists[0]?.elements.length, pack.id).toBeGreaterThanOrEqual(30);
      }
    }
  },
);

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

// Who Would Rather is played only in rooms, where every player has a name and only free packs
// are dealt.
test.each(supportedLanguages)(
  "Who Would Rather in %s deals 150 free cards, one in five naming someone",
  (language) => {
    const packs = builtInPacks("who-would-rather").filter(
      (pack) => pack.language === language && !pack.premium,
    );
    const texts = packs.flatMap((pack) =>
      pack.lists.flatMap((list) => list.elements.map((p) => p.text)),
    );
    expect(texts.length).toBeGreaterThanOrEqual(150);
    expect(new Set(texts.map(normalise)).size).toBe(texts.length);
    expect(
      texts.filter((text) => requiredPlayers(text) > 0).length / texts.length,
    ).toBeGreaterThanOrEqual(0.2);
  },
);

// {player2} is the second name a card calls: a card with it and no {player} would wait for two
// names at the table to call one.
test("a card that calls a second name calls the first one too", () => {
  const second = allBuiltInPacks()
    .flatMap((pack) => pack.lists.flatMap((list) => list.elements.map((prompt) => prompt.text)))
    .filter((text) => /\{player2(?::s)?\}/.test(text) && !/\{player(?::s)?\}/.test(text));
  expect(second).toEqual([]);
});

// Listed apart, so the run has this test for each game it applies to and skips none.
describe.each(gamesInLanguages.filter(({ game }) => namingGames.has(game)))(
  "$game in $language",
  ({ game, language }) => {
    test("names someone on at least one card in five", () => {
      const packs = packsOf(game, language);
      for (const from of [packs, freeOf(packs)]) {
        const all = texts(from);
        const naming = all.filter((text) => requiredPlayers(text) > 0);
        expect(naming.length / all.length).toBeGreaterThanOrEqual(0.2);
      }
    });
  },
);
