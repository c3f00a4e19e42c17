import { describe, expect, test } from "vitest";
import danishWords from "#content/word-guess/da.json";
import words from "#content/word-guess/en.json";
import { isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import {
  askQuestion,
  chooseCategory,
  drawWord,
  fitWordList,
  markGuessed,
  markNotGuessed,
  maxQuestions,
  nextRound,
  parseWordGuessState,
  setup,
  undoQuestion,
  voiceAgentVariables,
  wordListSchema,
  type WordGuessState,
  type WordList,
} from "./logic.ts";

function valid<T>(value: T | Invalid): T {
  if (isInvalid(value)) throw new Error(`unexpected invalid move: ${value.code}`);
  return value;
}

const list: WordList = wordListSchema.parse(words);
const names = ["Ada", "Bo", "Cy"];

function fresh(seed = 1): WordGuessState {
  return valid(setup(list, null, createRng(seed)));
}

function asked(state: WordGuessState, count: number): WordGuessState {
  let current = state;
  for (let i = 0; i < count; i += 1) current = valid(askQuestion(current));
  return current;
}

describe.each([
  { language: "en", file: words },
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
  expect(ids(danishWords)).toEqual(ids(words));
});

describe("the question counter", () => {
  test("counts up to 20 and refuses a 21st", () => {
    const full = asked(fresh(), maxQuestions);
    expect(full.questions).toBe(20);
    expect(askQuestion(full)).toEqual({ invalid: true, code: "All 20 questions are used" });
  });

  test("a question counted by mistake can be taken back, but not below zero", () => {
    expect(valid(undoQuestion(asked(fresh(), 3))).questions).toBe(2);
    expect(undoQuestion(fresh())).toEqual({ invalid: true, code: "No question to take back" });
  });

  test("stops counting once the round is decided", () => {
    const done = valid(markGuessed(asked(fresh(), 4), names));
    expect(askQuestion(done)).toEqual({ invalid: true, code: "This round is over" });
    expect(markNotGuessed(done, names)).toEqual({ invalid: true, code: "This round is over" });
  });
});

describe("outcomes", () => {
  test("guessed: the answerer drinks one, plus one per five questions left", () => {
    const quick = valid(markGuessed(asked(fresh(), 3), names));
    expect(quick.phase).toBe("guessed");
    expect(quick.tally).toEqual({ Ada: 4 });
    const slow = valid(markGuessed(asked(fresh(), 20), names));
    expect(slow.tally).toEqual({ Ada: 1 });
  });

  test("not guessed: every asker drinks two, the answerer nothing", () => {
    const state = valid(markNotGuessed(asked(fresh(), 20), names));
    expect(state.phase).toBe("notGuessed");
    expect(state.tally).toEqual({ Bo: 2, Cy: 2 });
    expect(state.history).toEqual([
      {
        round: 1,
        word: state.word,
        categoryId: state.categoryId,
        questions: 20,
        outcome: "notGuessed",
      },
    ]);
  });

  test("without names the round is still decided, with nobody to tally", () => {
    expect(valid(markGuessed(fresh(), [])).tally).toEqual({});
  });

  test("the next round draws a new word and hands the answer to the next player", () => {
    const rng = createRng(5);
    let state = valid(setup(list, null, rng));
    expect(nextRound(state, list, names, rng)).toEqual({
      invalid: true,
      code: "Finish this round first",
    });
    state = valid(markGuessed(asked(state, 2), names));
    const next = valid(nextRound(state, list, names, rng));
    expect(next.round).toBe(2);
    expect(next.questions).toBe(0);
    expect(next.phase).toBe("asking");
    expect(next.answerer).toBe(1);
    expect(next.word).not.toBe(state.word);
    // Bo answered and the askers won: Ada and Cy drink on top of Ada's earlier four.
    const after = valid(markNotGuessed(next, names));
    expect(after.tally).toEqual({ Ada: 4 + 2, Cy: 2 });
  });
});

describe("drawing words", () => {
  test("a chosen category draws only from it, without repeats until it is used up", () => {
    const animals = list.categories.find((category) => category.id === "animals");
    const rng = createRng(11);
    let used: string[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < (animals?.words.length ?? 0); i += 1) {
      const drawn = valid(drawWord(list, "animals", used, rng));
      expect(drawn.categoryId).toBe("animals");
      seen.add(drawn.word);
      used = drawn.used;
    }
    expect(seen.size).toBe(animals?.words.length);
    // The pool is used up, so it starts over.
    expect(animals?.words).toContain(valid(drawWord(list, "animals", used, rng)).word);
  });

  test("switching category swaps the word and resets the counter", () => {
    const state = valid(chooseCategory(asked(fresh(), 5), list, "jobs", createRng(3)));
    expect(state.categoryId).toBe("jobs");
    expect(state.questions).toBe(0);
    expect(list.categories.find((c) => c.id === "jobs")?.words).toContain(state.word);
  });

  test("an unknown category is refused and changes nothing", () => {
    const state = fresh();
    expect(isInvalid(chooseCategory(state, list, "spaceships", createRng(1)))).toBe(true);
  });

  test("the same seed draws the same word", () => {
    expect(fresh(42).word).toBe(fresh(42).word);
  });
});

test("the voice agent gets the game, the word and 20 questions", () => {
  const state = fresh();
  expect(voiceAgentVariables(state)).toEqual({
    game_id: "word-guess",
    secret_word: state.word,
    max_questions: "20",
  });
});

describe("a game kept on the device", () => {
  test("a game rounds in reads back as it was", () => {
    const played = valid(markNotGuessed(asked(fresh(4), 20), names));
    const state = asked(valid(nextRound(played, list, names, createRng(5))), 3);
    expect(state.history).toHaveLength(1);
    expect(parseWordGuessState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  test("a save of another shape, or one that doesn't add up, is refused", () => {
    const state = asked(fresh(), 2);
    expect(parseWordGuessState(null)).toBeNull();
    expect(parseWordGuessState({ ...state, questions: maxQuestions + 1 })).toBeNull();
    expect(parseWordGuessState({ ...state, phase: "won" })).toBeNull();
    expect(parseWordGuessState({ ...state, word: "" })).toBeNull();
    expect(parseWordGuessState({ ...state, tally: { Ada: -2 } })).toBeNull();
    expect(parseWordGuessState({ ...state, round: 3 })).toBeNull();
    const { used: _used, ...withoutUsed } = state;
    expect(parseWordGuessState(withoutUsed)).toBeNull();
  });

  test("a chosen category the word list no longer has falls back to every category", () => {
    const state = { ...fresh(), chosenCategory: "retired-category" };
    const fitted = fitWordList(state, list);
    expect(fitted.chosenCategory).toBeNull();
    const over = valid(markGuessed(fitted, names));
    expect(isInvalid(nextRound(over, list, names, createRng(2)))).toBe(false);
    const chosen = { ...fresh(), chosenCategory: list.categories[0]?.id ?? null };
    expect(fitWordList(chosen, list)).toBe(chosen);
  });
});
