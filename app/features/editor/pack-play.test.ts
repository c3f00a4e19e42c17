import { describe, expect, test } from "vitest";
import { createRng } from "#app/games/_engine/rng.ts";
import {
  currentCard,
  fillCardNames,
  nextCard,
  playProgress,
  restartPlay,
  startPlay,
  parsePackPlay,
} from "./pack-play.ts";

const prompts = ["a", "b", "c", "d", "e"];
const fallback = { player: "someone", player2: "someone else" };

test("a round deals every prompt once, in a shuffled order, from the first", () => {
  const play = startPlay(prompts, createRng(4));
  expect(play.index).toBe(0);
  expect([...play.cards].sort()).toEqual(prompts);
  expect(currentCard(play)).toBe(play.cards[0]);
  expect(playProgress(play)).toEqual({ position: 1, total: 5 });
});

test("next deals until the last card, then the round is over", () => {
  let play = startPlay(prompts, createRng(4));
  const seen = [currentCard(play)];
  for (let press = 1; press < prompts.length; press++) {
    play = nextCard(play);
    seen.push(currentCard(play));
  }
  expect(playProgress(play)).toEqual({ position: 5, total: 5 });
  expect([...seen].sort()).toEqual(prompts);
  play = nextCard(play);
  expect(play.over).toBe(true);
  expect(currentCard(play)).toBeNull();
  expect(nextCard(play)).toBe(play);
});

test("restart reshuffles the same cards", () => {
  const first = nextCard(startPlay(prompts, createRng(1)));
  const again = restartPlay(first, createRng(2));
  expect(again.index).toBe(0);
  expect([...again.cards].sort()).toEqual(prompts);
});

test("an empty pack is over at once", () => {
  expect(startPlay([], createRng(1)).over).toBe(true);
});

test("{player} tokens get names at the table, the same ones for the same card", () => {
  const play = { seed: 10, index: 2 };
  const text = fillCardNames("{player} toasts {player2}", ["Asha", "Bo"], play, fallback);
  expect(["Asha toasts Bo", "Bo toasts Asha"]).toContain(text);
  expect(fillCardNames("{player} toasts {player2}", ["Asha", "Bo"], play, fallback)).toBe(text);
});

test("too few names: the card still plays with 'someone' words", () => {
  expect(
    fillCardNames("{player} toasts {player2}", ["Asha"], { seed: 1, index: 0 }, fallback),
  ).toBe("someone toasts someone else");
  expect(fillCardNames("{player} sings", [], { seed: 1, index: 0 }, fallback)).toBe(
    "someone sings",
  );
  expect(fillCardNames("No names here", [], { seed: 1, index: 0 }, fallback)).toBe("No names here");
});

describe("parsePackPlay", () => {
  const prompts = ["Sing a chorus", "Swap seats", "Tell a secret"];
  const round = {
    cards: ["Swap seats", "Tell a secret", "Sing a chorus"],
    index: 1,
    over: false,
    seed: 7,
  };

  test("takes back a saved round of the same prompts", () => {
    expect(parsePackPlay(JSON.parse(JSON.stringify(round)), prompts)).toEqual(round);
  });

  test("refuses a round of prompts the pack no longer has, or of another shape", () => {
    expect(parsePackPlay(round, ["Sing a chorus", "Swap seats"])).toBeNull();
    expect(parsePackPlay({ ...round, index: 3 }, prompts)).toBeNull();
    expect(parsePackPlay({ ...round, index: -1 }, prompts)).toBeNull();
    expect(parsePackPlay({ ...round, cards: [1, 2, 3] }, prompts)).toBeNull();
    expect(parsePackPlay({ ...round, seed: "7" }, prompts)).toBeNull();
    expect(parsePackPlay(null, prompts)).toBeNull();
  });
});
