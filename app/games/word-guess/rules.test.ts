import { describe, expect, test } from "vitest";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { ana, bo, playing, reason, roomTable, seat } from "#app/games/_engine/room-test-table.ts";
import type { WordList } from "./logic.ts";
import { wordGuessMoveSchema, rules } from "./rules.ts";

const words: WordList = {
  language: "en",
  categories: [
    { id: "animals", name: "Animals", words: ["zebra", "otter", "walrus", "heron"] },
    { id: "food", name: "Food", words: ["pancake", "noodle"] },
  ],
};

const cy = seat("Cy", true);

function tableOf(players: GamePlayer[], overrides: Partial<GameTable> = {}): GameTable {
  return roomTable(players, { content: words, hostId: ana.id, ...overrides });
}

const table = tableOf([ana, bo, cy]);

const { begin, play } = playing(rules, table, 11);

const allWords = words.categories.flatMap((category) => category.words);

/** The words a view lets slip, in any field. */
function wordsIn(value: unknown): string[] {
  const text = JSON.stringify(value);
  return allWords.filter((word) => text.includes(word));
}

test("a game won't start without a word list it can read", () => {
  expect(reason(rules.setup(tableOf([ana, bo], { content: null }), 1))).toBe(
    "This room has no word list to play with",
  );
  expect(reason(rules.setup(tableOf([ana, bo], { content: { language: "en" } }), 1))).toBe(
    "This room has no word list to play with",
  );
});

test("only the answerer's phone shows the secret word while the others ask", () => {
  const state = begin();
  const mine = rules.view(state, ana.id, table);
  expect(mine).toMatchObject({ amAnswerer: true, round: 1, phase: "asking", questions: 0 });
  expect(allWords).toContain(mine.word);
  for (const player of [bo, cy]) {
    const view = rules.view(state, player.id, table);
    expect(view).toMatchObject({ amAnswerer: false, word: null, answerer: { name: "Ana" } });
    expect(wordsIn(view)).toEqual([]);
    expect(view.category).toBe(mine.category);
  }
});

test("the answerer's phone counts the questions; nobody else's does", () => {
  let state = begin();
  expect(reason(rules.move(state, bo.id, { type: "question", round: 1 }, table))).toBe(
    "Ana answers this round: their phone keeps the count",
  );
  expect(reason(rules.move(state, cy.id, { type: "guessed", round: 1 }, table))).toBe(
    "Ana answers this round: their phone keeps the count",
  );
  expect(reason(rules.move(state, ana.id, { type: "undo", round: 1 }, table))).toBe(
    "No question to take back",
  );
  state = play(state, ana, { type: "question", round: 1 });
  state = play(state, ana, { type: "question", round: 1 });
  state = play(state, ana, { type: "undo", round: 1 });
  expect(rules.view(state, bo.id, table)).toMatchObject({ questions: 1, questionsLeft: 19 });
});

test("no more than 20 questions are counted", () => {
  let state = begin();
  for (let i = 0; i < 20; i++) state = play(state, ana, { type: "question", round: 1 });
  expect(reason(rules.move(state, ana.id, { type: "question", round: 1 }, table))).toBe(
    "All 20 questions are used",
  );
});

test("guessed: the word and the answerer's drink show on every phone", () => {
  let state = begin();
  for (let i = 0; i < 4; i++) state = play(state, ana, { type: "question", round: 1 });
  const word = rules.view(state, ana.id, table).word;
  state = play(state, ana, { type: "guessed", round: 1 });
  for (const player of [ana, bo, cy]) {
    const view = rules.view(state, player.id, table);
    expect(view.word).toBe(word);
    // 16 questions left: one sip, plus one for every five left.
    expect(view.result).toEqual({
      outcome: "guessed",
      sips: 4,
      drinkers: [{ name: "Ana", unit: "sips" }],
    });
  }
  expect(rules.view(state, bo.id, table).tally).toEqual([{ name: "Ana", count: 4, unit: "sips" }]);
  expect(reason(rules.move(state, ana.id, { type: "question", round: 1 }, table))).toBe(
    "This round is over",
  );
});

test("not guessed: every asker drinks two, points for those not drinking", () => {
  let state = begin();
  state = play(state, ana, { type: "notGuessed", round: 1 });
  expect(rules.view(state, ana.id, table).result).toEqual({
    outcome: "notGuessed",
    sips: 2,
    drinkers: [
      { name: "Bo", unit: "sips" },
      { name: "Cy", unit: "points" },
    ],
  });
  expect(rules.view(state, ana.id, table).history).toEqual([
    expect.objectContaining({ round: 1, outcome: "notGuessed", questions: 0 }),
  ]);
});

test("the next round draws a new word for the next answerer, only on their phone", () => {
  let state = begin();
  const first = rules.view(state, ana.id, table).word;
  expect(reason(rules.move(state, bo.id, { type: "next", round: 1 }, table))).toBe(
    "Ana hasn't finished this round",
  );
  state = play(state, ana, { type: "guessed", round: 1 });
  state = play(state, cy, { type: "next", round: 1 });
  const bos = rules.view(state, bo.id, table);
  expect(bos).toMatchObject({ round: 2, amAnswerer: true, phase: "asking", questions: 0 });
  expect(bos.word).not.toBe(first);
  expect(bos.result).toBeNull();
  for (const player of [ana, cy]) {
    const view = rules.view(state, player.id, table);
    expect(view.word).toBeNull();
    // The last round's word is in the history now, but never this round's.
    expect(wordsIn(view)).toEqual([first]);
  }
});

test("a second Next round for a round already moved on changes nothing", () => {
  let state = play(begin(), ana, { type: "guessed", round: 1 });
  state = play(state, bo, { type: "next", round: 1 });
  expect(rules.move(state, cy.id, { type: "next", round: 1 }, table)).toBe(state);
  expect(reason(rules.move(state, bo.id, { type: "question", round: 1 }, table))).toBe(
    "That round is over",
  );
});

test("answering goes round the table and wraps", () => {
  let state = begin();
  const answerers: string[] = [];
  for (let round = 1; round <= 4; round++) {
    const view = rules.view(state, ana.id, table);
    answerers.push(view.answerer.name);
    const answerer = [ana, bo, cy].find((player) => player.id === view.answerer.id) ?? ana;
    state = play(state, answerer, { type: "notGuessed", round });
    state = play(state, ana, { type: "next", round });
  }
  expect(answerers).toEqual(["Ana", "Bo", "Cy", "Ana"]);
});

describe("when the table changes", () => {
  test("an answerer leaving mid-round hands a fresh word to the next player", () => {
    let state = begin();
    state = play(state, ana, { type: "question", round: 1 });
    const word = rules.view(state, ana.id, table).word;
    const withoutAna = tableOf([bo, cy]);
    state = rules.seatsChanged(state, withoutAna);
    const bos = rules.view(state, bo.id, withoutAna);
    expect(bos).toMatchObject({ amAnswerer: true, round: 1, questions: 0, phase: "asking" });
    expect(bos.word).not.toBe(word);
    expect(rules.view(state, cy.id, withoutAna).word).toBeNull();
  });

  test("an answerer leaving after the round keeps the result; the next round starts after them", () => {
    let state = play(begin(), ana, { type: "guessed", round: 1 });
    const withoutAna = tableOf([bo, cy]);
    state = rules.seatsChanged(state, withoutAna);
    expect(rules.view(state, bo.id, withoutAna).result?.drinkers).toEqual([
      { name: "Ana", unit: "sips" },
    ]);
    state = play(state, cy, { type: "next", round: 1 }, withoutAna);
    expect(rules.view(state, bo.id, withoutAna).amAnswerer).toBe(true);
  });

  test("the last seat leaving mid-round passes answering to the first", () => {
    let state = begin();
    for (const [index, player] of [ana, bo].entries()) {
      state = play(state, player, { type: "notGuessed", round: index + 1 });
      state = play(state, player, { type: "next", round: index + 1 });
    }
    const withoutCy = tableOf([ana, bo]);
    state = rules.seatsChanged(state, withoutCy);
    expect(rules.view(state, ana.id, withoutCy).amAnswerer).toBe(true);
  });

  test("a newcomer asks and drinks with the askers, and sees no word", () => {
    const dee: GamePlayer = { id: "seat-dee", name: "Dee", notDrinking: false };
    const bigger = tableOf([ana, bo, cy, dee]);
    let state = rules.seatsChanged(begin(), bigger);
    expect(rules.view(state, dee.id, bigger).word).toBeNull();
    state = play(state, ana, { type: "notGuessed", round: 1 }, bigger);
    expect(rules.view(state, dee.id, bigger).result?.drinkers.map((d) => d.name)).toEqual([
      "Bo",
      "Cy",
      "Dee",
    ]);
  });
});

test("alcohol-free rooms play for points", () => {
  const dry = tableOf([ana, bo], { alcoholFree: true });
  const state = play(begin(dry), ana, { type: "guessed", round: 1 }, dry);
  expect(rules.view(state, bo.id, dry).tally).toEqual([{ name: "Ana", count: 5, unit: "points" }]);
});

test("the same seed draws the same words", () => {
  expect(rules.view(begin(table, 5), ana.id, table).word).toBe(
    rules.view(begin(table, 5), ana.id, table).word,
  );
});

test("the move schema takes only the known moves, with a round number", () => {
  expect(wordGuessMoveSchema.safeParse({ type: "question", round: 1 }).success).toBe(true);
  expect(wordGuessMoveSchema.safeParse({ type: "question" }).success).toBe(false);
  expect(wordGuessMoveSchema.safeParse({ type: "next", round: 0 }).success).toBe(false);
  expect(wordGuessMoveSchema.safeParse({ type: "reveal", round: 1 }).success).toBe(false);
});
