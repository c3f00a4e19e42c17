import { z } from "zod/mini";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import type { Rng } from "#app/games/_engine/rng.ts";

/**
 * Word Guess, twenty questions (docs/product-rules.md#word-guess): the app draws a secret word, one
 * player (or the voice agent) answers yes or no, and the app counts the questions. Guessed: the
 * answerer drinks. Not guessed: the askers drink.
 */

export const maxQuestions = 20;
/** The askers' drink when the word survives all the questions. */
const askerSips = 2;
/** The answerer drinks one, plus one for every five questions the askers had left. */
const questionsPerExtraSip = 5;

export const wordListSchema = z.object({
  language: z.string().check(z.regex(/^[a-z]{2}$/, "language must be a two-letter code")),
  categories: z
    .array(
      z.object({
        id: z.string().check(z.regex(/^[a-z0-9-]+$/, "category ids are lower-case slugs")),
        name: z.string().check(z.trim(), z.minLength(1, "every category needs a name")),
        words: z
          .array(z.string().check(z.trim(), z.minLength(1, "words may not be blank")))
          .check(z.minLength(1)),
      }),
    )
    .check(z.minLength(1)),
});

export type WordList = z.infer<typeof wordListSchema>;

export type Phase = "asking" | "guessed" | "notGuessed";

export interface RoundRecord {
  round: number;
  word: string;
  categoryId: string;
  questions: number;
  outcome: Exclude<Phase, "asking">;
}

export interface WordGuessState {
  /** The category chosen by the table; null draws from all of them. */
  chosenCategory: string | null;
  /** The category the current word came from. */
  categoryId: string;
  word: string;
  questions: number;
  phase: Phase;
  round: number;
  /** Index into the table's names; it moves one seat on every round. */
  answerer: number;
  /** Words drawn, so none comes back until its pool has been used up. */
  used: string[];
  /** Sips (or penalty points) each named player has taken, by name. */
  tally: Record<string, number>;
  history: RoundRecord[];
}

export interface Drink {
  players: string[];
  sips: number;
}

function pool(list: WordList, categoryId: string | null) {
  return list.categories
    .filter((category) => categoryId === null || category.id === categoryId)
    .flatMap((category) => category.words.map((word) => ({ word, categoryId: category.id })));
}

/** A word not drawn before from the pool; once all have been, the pool starts over. */
export function drawWord(
  list: WordList,
  categoryId: string | null,
  used: readonly string[],
  rng: Rng,
): { word: string; categoryId: string; used: string[] } | Invalid {
  const all = pool(list, categoryId);
  if (all.length === 0) return invalid(`There is no category called ${categoryId ?? ""}`);
  const fresh = all.filter((entry) => !used.includes(entry.word));
  const candidates = fresh.length > 0 ? fresh : all;
  const picked = rng.pick(candidates);
  const remembered =
    fresh.length > 0 ? used : used.filter((word) => !all.some((e) => e.word === word));
  return { ...picked, used: [...remembered, picked.word] };
}

export function setup(
  list: WordList,
  chosenCategory: string | null,
  rng: Rng,
): WordGuessState | Invalid {
  const drawn = drawWord(list, chosenCategory, [], rng);
  if (isInvalid(drawn)) return drawn;
  return {
    chosenCategory,
    categoryId: drawn.categoryId,
    word: drawn.word,
    questions: 0,
    phase: "asking",
    round: 1,
    answerer: 0,
    used: drawn.used,
    tally: {},
    history: [],
  };
}

/** One yes-or-no question asked (a wrong guess counts as one too). */
export function askQuestion(state: WordGuessState): WordGuessState | Invalid {
  if (state.phase !== "asking") return invalid("This round is over");
  if (state.questions >= maxQuestions) return invalid(`All ${maxQuestions} questions are used`);
  return { ...state, questions: state.questions + 1 };
}

/** Takes back a question counted by mistake. */
export function undoQuestion(state: WordGuessState): WordGuessState | Invalid {
  if (state.phase !== "asking") return invalid("This round is over");
  if (state.questions === 0) return invalid("No question to take back");
  return { ...state, questions: state.questions - 1 };
}

export function questionsLeft(state: WordGuessState): number {
  return maxQuestions - state.questions;
}

/** Who drinks for the round just ended, among the names at the table (none: nobody named). */
export function drinkFor(
  state: WordGuessState,
  outcome: Exclude<Phase, "asking">,
  names: readonly string[],
): Drink {
  const answerer = names.length > 0 ? names[state.answerer % names.length] : undefined;
  if (outcome === "guessed") {
    return {
      players: answerer ? [answerer] : [],
      sips: 1 + Math.floor(questionsLeft(state) / questionsPerExtraSip),
    };
  }
  return { players: names.filter((name) => name !== answerer), sips: askerSips };
}

function finish(
  state: WordGuessState,
  outcome: Exclude<Phase, "asking">,
  names: readonly string[],
): WordGuessState | Invalid {
  if (state.phase !== "asking") return invalid("This round is over");
  const drink = drinkFor(state, outcome, names);
  const tally = { ...state.tally };
  for (const player of drink.players) tally[player] = (tally[player] ?? 0) + drink.sips;
  return {
    ...state,
    phase: outcome,
    tally,
    history: [
      ...state.history,
      {
        round: state.round,
        word: state.word,
        categoryId: state.categoryId,
        questions: state.questions,
        outcome,
      },
    ],
  };
}

/** The askers named the word: the answerer drinks. */
export function markGuessed(state: WordGuessState, names: readonly string[]) {
  return finish(state, "guessed", names);
}

/** The askers gave up or ran out of questions: they drink. */
export function markNotGuessed(state: WordGuessState, names: readonly string[]) {
  return finish(state, "notGuessed", names);
}

/** A new word; the next player round the table answers. */
export function nextRound(
  state: WordGuessState,
  list: WordList,
  names: readonly string[],
  rng: Rng,
): WordGuessState | Invalid {
  if (state.phase === "asking") return invalid("Finish this round first");
  const drawn = drawWord(list, state.chosenCategory, state.used, rng);
  if (isInvalid(drawn)) return drawn;
  return {
    ...state,
    categoryId: drawn.categoryId,
    word: drawn.word,
    used: drawn.used,
    questions: 0,
    phase: "asking",
    round: state.round + 1,
    answerer: names.length > 0 ? (state.answerer + 1) % names.length : 0,
  };
}

/** Switches category; the word on the table is swapped for one from it, counter reset. */
export function chooseCategory(
  state: WordGuessState,
  list: WordList,
  categoryId: string | null,
  rng: Rng,
): WordGuessState | Invalid {
  if (state.phase !== "asking") return invalid("Finish this round first");
  const drawn = drawWord(list, categoryId, state.used, rng);
  if (isInvalid(drawn)) return drawn;
  return {
    ...state,
    chosenCategory: categoryId,
    categoryId: drawn.categoryId,
    word: drawn.word,
    used: drawn.used,
    questions: 0,
  };
}

/** What the voice agent is told when it answers questions (docs/product-rules.md#voice-agent). */
export function voiceAgentVariables(state: WordGuessState): Record<string, string> {
  return { game_id: "word-guess", secret_word: state.word, max_questions: String(maxQuestions) };
}

/**
 * A game carried over to this word list (a newer build may have renamed a category): a
 * chosen category the list no longer has falls back to all of them, so the next word can
 * still be drawn.
 */
export function fitWordList(state: WordGuessState, list: WordList): WordGuessState {
  if (state.chosenCategory === null) return state;
  const known = list.categories.some((category) => category.id === state.chosenCategory);
  return known ? state : { ...state, chosenCategory: null };
}

const categoryIdSchema = z.string().check(z.regex(/^[a-z0-9-]+$/));
const questionCount = z.int().check(z.gte(0), z.lte(maxQuestions));
const outcomeSchema = z.enum(["guessed", "notGuessed"]);

const wordGuessStateSchema = z
  .object({
    chosenCategory: z.nullable(categoryIdSchema),
    categoryId: categoryIdSchema,
    word: z.string().check(z.minLength(1)),
    questions: questionCount,
    phase: z.enum(["asking", "guessed", "notGuessed"]),
    round: z.int().check(z.gte(1)),
    answerer: z.int().check(z.gte(0)),
    used: z.array(z.string().check(z.minLength(1))),
    tally: z.record(z.string().check(z.minLength(1)), z.int().check(z.gte(0))),
    history: z.array(
      z.object({
        round: z.int().check(z.gte(1)),
        word: z.string().check(z.minLength(1)),
        categoryId: categoryIdSchema,
        questions: questionCount,
        outcome: outcomeSchema,
      }),
    ),
  })
  // One record for every round played to its end: the rounds before this one, and this one
  // once it is over.
  .check(
    z.refine(
      (state) =>
        state.history.length === (state.phase === "asking" ? state.round - 1 : state.round),
    ),
  );

/** A game kept on the device, checked whole before it is played on; anything else is null. */
export function parseWordGuessState(input: unknown): WordGuessState | null {
  const parsed = wordGuessStateSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
