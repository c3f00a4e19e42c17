import { describe, expect, test } from "vitest";
import { adoptTable, drawCard, newDeck, parseCard, suitsTable, type DeckState } from "./deck.ts";
import type { Pack } from "./packs.ts";
import { testPack } from "#tests/factories/packs.ts";

function virusPack(turns: number): Pack {
  const plain = testPack("plain", 60);
  return {
    ...plain,
    id: "squiffy",
    game: "squiffy",
    lists: [
      {
        elements: [
          {
            id: "squiffy:0:v",
            text: "{player} must talk like a pirate",
            kind: "virus",
            virus: { turns, cure: "{player} may stop talking like a pirate" },
          },
          ...(plain.lists[0]?.elements ?? []),
        ],
      },
    ],
  };
}

test("a virus ends after N cards with a cured card about the same player", () => {
  const pack = virusPack(3);
  const options = {
    packs: [pack],
    switches: [{ id: "squiffy", active: true }],
    players: ["Ana", "Ben", "Cy"],
  };
  let state: DeckState = newDeck(11);
  let virusAt = -1;
  const cards = [];
  for (let i = 0; i < 200 && virusAt < 0; i += 1) {
    state = drawCard(state, options);
    cards.push(state.current);
    if (state.current?.kind === "virus") virusAt = i;
  }
  expect(virusAt).toBeGreaterThanOrEqual(0);
  const victim = /^(\w+) must/.exec(state.current?.text ?? "")?.[1];
  for (let i = 0; i < 3; i += 1) {
    state = drawCard(state, options);
    expect(state.current?.kind).not.toBe("cured");
  }
  state = drawCard(state, options);
  expect(state.current).toMatchObject({
    kind: "cured",
    text: `${victim} may stop talking like a pirate`,
  });
  expect(state.viruses).toEqual([]);
});

test("drawing is repeatable with the same seed, and another seed deals another run", () => {
  const options = {
    packs: [testPack("a", 100)],
    switches: [{ id: "a", active: true }],
    players: [],
  };
  const run = (seed: number) => {
    let state = newDeck(seed);
    const texts = [];
    for (let i = 0; i < 30; i += 1) {
      state = drawCard(state, options);
      texts.push(state.current?.text);
    }
    return texts;
  };
  expect(run(99)).toEqual(run(99));
  // The seed decides the order: a deck that ignored it would deal every seed the same run.
  expect(run(100)).not.toEqual(run(99));
  expect(run(1)).not.toEqual(run(99));
});

test("an empty selection gives no card instead of throwing", () => {
  const state = drawCard(newDeck(1), {
    packs: [testPack("a", 3)],
    switches: [{ id: "a", active: false }],
    players: [],
  });
  expect(state.current).toBeNull();
});

function fail(): never {
  throw new Error("no card");
}

describe("a first card dealt without the table's state", () => {
  const warm = testPack("warm", 50);
  const named = testPack("named", 2, {}, ["{player} sings", "{player} and {player2} dance"]);
  const packs = [warm, testPack("cold", 50), named];
  const switches = [
    { id: "warm", active: true },
    { id: "cold", active: false },
    { id: "named", active: true },
  ];
  const dealt = (id: string, packId: string): DeckState => ({
    ...newDeck(5, [id]),
    current: { id, text: "server card", kind: "prompt", packId, game: "never-have-i-ever" },
    drawn: 1,
  });
  const table = { packs, switches, players: ["Ana"], memory: ["warm:0:1", "warm:0:2"] };

  test("stays when it suits the table, behind the stored memory", () => {
    const state = dealt("warm:0:7", "warm");
    expect(suitsTable(state.current ?? fail(), table)).toBe(true);
    const adopted = adoptTable(state, table);
    expect(adopted.current).toBe(state.current);
    expect(adopted.memory).toEqual(["warm:0:1", "warm:0:2", "warm:0:7"]);
    expect(adopted.drawn).toBe(1);
  });

  test("is dealt again from the table's packs when its pack is switched off", () => {
    const adopted = adoptTable(dealt("cold:0:3", "cold"), table);
    expect(adopted.current?.packId).not.toBe("cold");
    expect(adopted.memory).toEqual([...table.memory, adopted.current?.id]);
  });

  test("is dealt again when the table saw it lately", () => {
    const adopted = adoptTable(dealt("warm:0:2", "warm"), table);
    expect(adopted.current?.id).not.toBe("warm:0:2");
    expect(table.memory).not.toContain(adopted.current?.id);
  });

  test("is dealt again when it names more players than the table has", () => {
    const state = dealt("named:0:1", "named");
    expect(suitsTable(state.current ?? fail(), table)).toBe(false);
    expect(suitsTable(state.current ?? fail(), { ...table, players: ["Ana", "Bo"] })).toBe(true);
  });

  test("an empty deck only takes the memory", () => {
    expect(adoptTable(newDeck(5), table)).toMatchObject({ current: null, memory: table.memory });
  });
});

test("a saved card reads back; anything else is refused", () => {
  const card = { id: "a:0:1", text: "Hi", kind: "dare", packId: "a", game: "truth-or-dare" };
  expect(parseCard(card)).toEqual(card);
  expect(parseCard({ ...card, kind: "nonsense" })).toBeNull();
  expect(parseCard({ ...card, id: 3 })).toBeNull();
  expect(parseCard("a:0:1")).toBeNull();
});

test("a table that brings its own seed deals on from it, the first card kept", () => {
  const packs = [testPack("warm", 60)];
  const table = {
    packs,
    switches: [{ id: "warm", active: true }],
    players: [],
    memory: [],
  };
  const served = drawCard(newDeck(7), table);
  const mine = adoptTable(served, { ...table, seed: 1 });
  const yours = adoptTable(served, { ...table, seed: 2 });
  expect(mine.current).toEqual(served.current);
  expect(mine.rngState).toBe(1);
  const deal = (state: DeckState) =>
    Array.from({ length: 5 }).reduce<DeckState[]>(
      (dealt) => [...dealt, drawCard(dealt.at(-1) ?? state, table)],
      [],
    );
  expect(deal(mine).map((state) => state.current?.id)).not.toEqual(
    deal(yours).map((state) => state.current?.id),
  );
  expect(adoptTable(served, table).rngState).toBe(served.rngState);
});
