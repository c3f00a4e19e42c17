import { expect, test } from "vitest";
import { drawCard, newDeck, type DeckState } from "./deck.ts";
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

test("drawing is repeatable with the same seed", () => {
  const options = {
    packs: [testPack("a", 100)],
    switches: [{ id: "a", active: true }],
    players: [],
  };
  const run = () => {
    let state = newDeck(99);
    const texts = [];
    for (let i = 0; i < 30; i += 1) {
      state = drawCard(state, options);
      texts.push(state.current?.text);
    }
    return texts;
  };
  expect(run()).toEqual(run());
});

test("an empty selection gives no card instead of throwing", () => {
  const state = drawCard(newDeck(1), {
    packs: [testPack("a", 3)],
    switches: [{ id: "a", active: false }],
    players: [],
  });
  expect(state.current).toBeNull();
});
