import { describe, expect, test } from "vitest";
import danishWords from "#content/word-guess/da.json";
import englishWords from "#content/word-guess/en.json";
import type { GamePlayer, GameTable } from "#app/games/_engine/game-rules.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import {
  ana,
  bo,
  ok,
  playing,
  reason,
  roomTable,
  seat,
} from "#app/games/_engine/room-test-table.ts";
import {
  drawWord,
  maxQuestions,
  onePhoneRules,
  parseWordGuessState,
  rules,
  voiceAgentVariables,
  wordGuessMoveSchema,
  wordListSchema,
  type WordGuessState,
  type WordList,
} from "./rules.ts";

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

function asked(state: WordGuessState, count: number, at = table): WordGuessState {
  let current = state;
  for (let i = 0; i < count; i++) {
    current = play(current, ana, { type: "question", round: current.round }, at);
  }
  return current;
}

describe.each([
  { language: "en", file: englishWords },
  { language: "da", file: danishWords },
])("the $language word list", ({ language, file }) => {
  const list: WordList = wordListSchema.parse(file);

  test("is tagged with its language and holds at least 300 words", () => {
    expect(list.language).toBe(language);
    expect(list.categories.flatMap((category) => category.words).length).toBeGreaterThanOrEqual(
      300,
    );
  });

  test("has no blank, padded or repeated words, in any category", () => {
    const all = list.categories.flatMap((category) => category.words);
    for (const word of all) expect(word.trim()).toBe(word);
    expect(all.every((word) => word.length > 0)).toBe(true);
    expect(new Set(all.map((word) => word.toLocaleLowerCase(language))).size).toBe(all.length);
  });

  test("has at least eight categories with distinct ids and a fair number of words each", () => {
    expect(list.categories.length).toBeGreaterThanOrEqual(8);
    expect(new Set(list.categories.map((category) => category.id)).size).toBe(
      list.categories.length,
    );
    for (const category of list.categories) expect(category.words.length).toBeGreaterThan(20);
  });
});

test("the Danish word list has the English list's categories", () => {
  const ids = (file: unknown) =>
    wordListSchema
      .parse(file)
      .categories.map((category) => category.id)
      .sort();
  expect(ids(danishWords)).toEqual(ids(englishWords));
});

describe("a new game", () => {
  test("won't start without a word list it can read", () => {
    expect(reason(rules.setup(tableOf([ana, bo], { content: null }), 1))).toBe(
      "wordGuess.noWordList",
    );
    expect(reason(rules.setup(tableOf([ana, bo], { content: { language: "en" } }), 1))).toBe(
      "wordGuess.noWordList",
    );
  });

  test("starts at round one, the first player answering a word from any category", () => {
    const state = begin();
    expect(state).toMatchObject({
      round: 1,
      phase: "asking",
      questions: 0,
      answerer: { id: ana.id, name: "Ana" },
      chosenCategory: null,
      tally: {},
      history: [],
    });
    expect(allWords).toContain(state.word);
    expect(state.used).toEqual([state.word]);
    expect(rules.isOver(state)).toBe(false);
  });

  test("the same seed draws the same word", () => {
    expect(begin(table, 5).word).toBe(begin(table, 5).word);
  });

  test("a room needs two players; one phone plays with nobody named", () => {
    expect(rules.minPlayers).toBe(2);
    expect(onePhoneRules.minPlayers).toBe(0);
    const state = begin(tableOf([]));
    expect(state.answerer).toBeNull();
  });
});

describe("the secret word", () => {
  test("only the answerer's phone shows it while the others ask", () => {
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

  test("a phone that isn't seated sees no word and answers nothing", () => {
    const state = begin();
    expect(wordsIn(rules.view(state, "seat-stranger", table))).toEqual([]);
    expect(rules.view(state, "seat-stranger", table).amAnswerer).toBe(false);
    expect(reason(rules.move(state, "seat-stranger", { type: "next", round: 1 }, table))).toBe(
      "notPlaying",
    );
  });
});

describe("the question counter", () => {
  test("the answerer counts the questions; nobody else does", () => {
    let state = begin();
    expect(reason(rules.move(state, bo.id, { type: "question", round: 1 }, table))).toBe(
      "wordGuess.answererOnly",
    );
    expect(rules.move(state, cy.id, { type: "guessed", round: 1 }, table)).toEqual({
      invalid: true,
      code: "wordGuess.answererOnly",
      params: { name: "Ana" },
    });
    state = asked(state, 2);
    state = play(state, ana, { type: "undo", round: 1 });
    expect(rules.view(state, bo.id, table)).toMatchObject({ questions: 1, questionsLeft: 19 });
  });

  test("counts up to 20 and refuses a 21st", () => {
    const full = asked(begin(), maxQuestions);
    expect(full.questions).toBe(20);
    expect(rules.move(full, ana.id, { type: "question", round: 1 }, table)).toEqual({
      invalid: true,
      code: "wordGuess.noQuestionsLeft",
      params: { max: 20 },
    });
  });

  test("a question counted by mistake can be taken back, but not below zero", () => {
    expect(reason(rules.move(begin(), ana.id, { type: "undo", round: 1 }, table))).toBe(
      "wordGuess.nothingToUndo",
    );
  });

  test("stops counting once the round is decided", () => {
    const done = play(asked(begin(), 4), ana, { type: "guessed", round: 1 });
    for (const type of ["question", "undo", "guessed", "notGuessed"] as const) {
      expect(reason(rules.move(done, ana.id, { type, round: 1 }, table))).toBe(
        "wordGuess.roundOver",
      );
    }
  });
});

describe("outcomes", () => {
  test("guessed: the word and the answerer's drink, one plus one per five left, up to three", () => {
    let state = asked(begin(), 4);
    const word = state.word;
    state = play(state, ana, { type: "guessed", round: 1 });
    for (const player of [ana, bo, cy]) {
      const view = rules.view(state, player.id, table);
      expect(view.word).toBe(word);
      expect(view.result).toEqual({
        outcome: "guessed",
        sips: 3,
        drinkers: [{ name: "Ana", unit: "sips" }],
      });
    }
    expect(rules.view(state, bo.id, table).tally).toEqual([
      { name: "Ana", count: 3, unit: "sips" },
    ]);
    const slow = play(asked(begin(), 20), ana, { type: "guessed", round: 1 });
    expect(slow.tally).toEqual({ Ana: 1 });
    const halfway = play(asked(begin(), 12), ana, { type: "guessed", round: 1 });
    expect(halfway.tally).toEqual({ Ana: 2 });
  });

  test("not guessed: every asker drinks two, points for those not drinking", () => {
    const state = play(begin(), ana, { type: "notGuessed", round: 1 });
    expect(rules.view(state, ana.id, table).result).toEqual({
      outcome: "notGuessed",
      sips: 2,
      drinkers: [
        { name: "Bo", unit: "sips" },
        { name: "Cy", unit: "points" },
      ],
    });
    expect(state.tally).toEqual({ Bo: 2, Cy: 2 });
    expect(state.history).toEqual([
      {
        round: 1,
        word: state.word,
        categoryId: state.categoryId,
        questions: 0,
        outcome: "notGuessed",
      },
    ]);
  });

  test("alcohol-free rooms play for points", () => {
    const dry = tableOf([ana, bo], { alcoholFree: true });
    const state = play(begin(dry), ana, { type: "guessed", round: 1 }, dry);
    expect(rules.view(state, bo.id, dry).tally).toEqual([
      { name: "Ana", count: 3, unit: "points" },
    ]);
  });

  test("without names the round is still decided, with nobody to tally", () => {
    const nobody = tableOf([]);
    const state = ok(onePhoneRules.move(begin(nobody), "", { type: "guessed", round: 1 }, nobody));
    expect(state.phase).toBe("guessed");
    expect(state.tally).toEqual({});
    expect(rules.view(state, "", nobody).result).toEqual({
      outcome: "guessed",
      sips: 3,
      drinkers: [],
    });
  });
});

describe("rounds", () => {
  test("the next round draws a new word for the next answerer, only on their phone", () => {
    let state = begin();
    const first = state.word;
    expect(reason(rules.move(state, bo.id, { type: "next", round: 1 }, table))).toBe(
      "wordGuess.roundNotOver",
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
    // Bo answers and the askers win: Ana and Cy drink, Ana on top of her earlier four.
    state = play(state, bo, { type: "notGuessed", round: 2 });
    expect(state.tally).toEqual({ Ana: 3 + 2, Cy: 2 });
  });

  test("a second Next round for a round already moved on changes nothing", () => {
    let state = play(begin(), ana, { type: "guessed", round: 1 });
    state = play(state, bo, { type: "next", round: 1 });
    expect(rules.move(state, cy.id, { type: "next", round: 1 }, table)).toBe(state);
    expect(reason(rules.move(state, bo.id, { type: "question", round: 1 }, table))).toBe(
      "wordGuess.roundChanged",
    );
  });

  test("answering goes round the table and wraps", () => {
    let state = begin();
    const answerers: string[] = [];
    for (let round = 1; round <= 4; round++) {
      const answerer = [ana, bo, cy].find((player) => player.id === state.answerer?.id) ?? ana;
      answerers.push(answerer.name);
      state = play(state, answerer, { type: "notGuessed", round });
      state = play(state, ana, { type: "next", round });
    }
    expect(answerers).toEqual(["Ana", "Bo", "Cy", "Ana"]);
  });
});

describe("categories", () => {
  test("the answerer switches category: a word from it, the counter back at zero", () => {
    let state = asked(begin(), 5);
    expect(
      reason(rules.move(state, bo.id, { type: "category", round: 1, categoryId: "food" }, table)),
    ).toBe("wordGuess.answererOnly");
    state = play(state, ana, { type: "category", round: 1, categoryId: "food" });
    expect(state).toMatchObject({
      chosenCategory: "food",
      categoryId: "food",
      categoryName: "Food",
      questions: 0,
    });
    expect(["pancake", "noodle"]).toContain(state.word);
    expect(rules.view(state, bo.id, table).category).toBe("Food");
    state = play(state, ana, { type: "notGuessed", round: 1 });
    state = play(state, ana, { type: "next", round: 1 });
    expect(state.categoryId).toBe("food");
    state = play(state, bo, { type: "category", round: 2, categoryId: null });
    expect(state.chosenCategory).toBeNull();
  });

  test("an unknown category is refused", () => {
    expect(
      reason(
        rules.move(
          begin(),
          ana.id,
          { type: "category", round: 1, categoryId: "spaceships" },
          table,
        ),
      ),
    ).toBe("wordGuess.unknownCategory");
  });

  test("a chosen category draws only from it, without repeats until it is used up", () => {
    const rng = createRng(11);
    let used: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const drawn = drawWord(words, "animals", used, rng);
      expect(drawn.categoryId).toBe("animals");
      seen.add(drawn.word);
      used = drawn.used;
    }
    expect(seen.size).toBe(4);
    // The pool is used up, so it starts over.
    expect(["zebra", "otter", "walrus", "heron"]).toContain(
      drawWord(words, "animals", used, rng).word,
    );
  });

  test("a chosen category the word list no longer has draws from every category", () => {
    let state = play(begin(), ana, { type: "guessed", round: 1 });
    state = { ...state, chosenCategory: "retired-category" };
    state = play(state, bo, { type: "next", round: 1 });
    expect(allWords).toContain(state.word);
  });
});

describe("when the table changes", () => {
  test("an answerer leaving mid-round hands a fresh word to the next player", () => {
    let state = asked(begin(), 1);
    const word = state.word;
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

  test("names given to a phone that had none: the first answers the word on the table", () => {
    const nobody = tableOf([]);
    const state = begin(nobody);
    const named = rules.seatsChanged(state, table);
    expect(named.answerer).toEqual({ id: ana.id, name: "Ana" });
    expect(named.word).toBe(state.word);
    // And everyone taken off the phone again: whoever holds it answers.
    expect(rules.seatsChanged(named, nobody).answerer).toBeNull();
  });
});

test("the voice agent gets the game, the word and 20 questions", () => {
  const state = begin();
  expect(voiceAgentVariables(state)).toEqual({
    game_id: "word-guess",
    secret_word: state.word,
    max_questions: "20",
  });
});

describe("a game kept on the device", () => {
  test("a game rounds in reads back as it was", () => {
    let state = play(asked(begin(), 20), ana, { type: "notGuessed", round: 1 });
    state = asked(play(state, bo, { type: "next", round: 1 }), 0);
    state = play(state, bo, { type: "question", round: 2 });
    expect(state.history).toHaveLength(1);
    expect(parseWordGuessState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  test("a save of another shape, or one that doesn't add up, is refused", () => {
    const state = asked(begin(), 2);
    expect(parseWordGuessState(null)).toBeNull();
    expect(parseWordGuessState({ ...state, questions: maxQuestions + 1 })).toBeNull();
    expect(parseWordGuessState({ ...state, phase: "won" })).toBeNull();
    expect(parseWordGuessState({ ...state, word: "" })).toBeNull();
    expect(parseWordGuessState({ ...state, tally: { Ana: -2 } })).toBeNull();
    expect(parseWordGuessState({ ...state, round: 3 })).toBeNull();
    expect(parseWordGuessState({ ...state, drink: { players: [], sips: 2 } })).toBeNull();
    const { used: _used, ...withoutUsed } = state;
    expect(parseWordGuessState(withoutUsed)).toBeNull();
  });
});

test("the move schema takes only the known moves, with a round number", () => {
  expect(wordGuessMoveSchema.safeParse({ type: "question", round: 1 }).success).toBe(true);
  expect(wordGuessMoveSchema.safeParse({ type: "question" }).success).toBe(false);
  expect(wordGuessMoveSchema.safeParse({ type: "next", round: 0 }).success).toBe(false);
  expect(wordGuessMoveSchema.safeParse({ type: "reveal", round: 1 }).success).toBe(false);
  expect(
    wordGuessMoveSchema.safeParse({ type: "category", round: 1, categoryId: null }).success,
  ).toBe(true);
  expect(
    wordGuessMoveSchema.safeParse({ type: "category", round: 1, categoryId: "Not A Slug" }).success,
  ).toBe(false);
});
