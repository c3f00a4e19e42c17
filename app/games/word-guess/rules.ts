import { z } from "zod/mini";
import { cappedDrink } from "#app/games/_engine/drink-caps.ts";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers, type Player } from "#app/games/_engine/players.ts";
import { createRng, type Rng } from "#app/games/_engine/rng.ts";
import { unitOf, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { isSeated, peopleWith, seatAfter, seatingWith } from "#app/games/_engine/room-seating.ts";

/**
 * Word Guess, twenty questions (docs/product-rules.md#word-guess), one rule set for one phone and
 * a room (docs/decisions/034-one-rule-set.md). The app draws a secret word; one player answers
 * yes or no, in turn round the table, and only they see the word (in a room on their own phone;
 * on one phone after "show me"). The others ask aloud, and the answerer counts the questions.
 * Guessed: the answerer drinks one, plus one for every five questions left (three at most). Not guessed: every
 * asker drinks two. On one phone the table may have named nobody: whoever holds the phone
 * answers, and nobody is tallied.
 */

export const maxQuestions = 20;
/** The askers' drink when the word survives all the questions. */
const askerSips = 2;
/**
 * The answerer drinks one, plus one for every five questions the askers had left, at most a
 * drink's cap: a word guessed in a few questions would otherwise cost five.
 */
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
export type Outcome = Exclude<Phase, "asking">;

export interface RoundRecord {
  round: number;
  word: string;
  categoryId: string;
  questions: number;
  outcome: Outcome;
}

export interface Drink {
  /** Names: the tally keeps players who have left. */
  players: string[];
  sips: number;
}

export interface Seat {
  id: string;
  name: string;
}

export interface WordGuessState {
  /** The category the table chose; null draws from all of them. */
  chosenCategory: string | null;
  /** The category the current word came from, and its name in the word list's language. */
  categoryId: string;
  categoryName: string;
  word: string;
  questions: number;
  phase: Phase;
  round: number;
  /**
   * Who answers this round; they may have left once it is over. Null at a phone table that
   * named nobody: whoever holds the phone answers.
   */
  answerer: Seat | null;
  /** Every seat that has sat at this game, in seating order, leavers included. */
  seating: string[];
  /** Everyone who has played, by name with their last setting: the tally keeps leavers. */
  people: Player[];
  /** Words drawn, so none comes back until its pool has been used up. */
  used: string[];
  /** Sips (or penalty points) each player has taken, by name. */
  tally: Record<string, number>;
  history: RoundRecord[];
  /** Who drank for the round just ended, as it was settled then. */
  drink: Drink | null;
  rngState: number;
}

const roundSchema = z.int().check(z.gte(1));
const categoryIdSchema = z.string().check(z.regex(/^[a-z0-9-]+$/));

/**
 * Every move names the round it was made in (the state's `round`), so a tap that crosses a new
 * round on the way (two phones pressing Next round at once) can't land on one its player never saw.
 */
export const wordGuessMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("question"), round: roundSchema }),
  z.object({ type: z.literal("undo"), round: roundSchema }),
  z.object({ type: z.literal("guessed"), round: roundSchema }),
  z.object({ type: z.literal("notGuessed"), round: roundSchema }),
  z.object({ type: z.literal("next"), round: roundSchema }),
  /** Another category (null: all of them): a new word from it, the count back at zero. */
  z.object({
    type: z.literal("category"),
    round: roundSchema,
    categoryId: z.nullable(categoryIdSchema),
  }),
]);

export type WordGuessMove = z.infer<typeof wordGuessMoveSchema>;

export interface WordGuessView {
  /** What moves send back as `round`. */
  round: number;
  phase: Phase;
  questions: number;
  maxQuestions: number;
  questionsLeft: number;
  answerer: Seat | null;
  amAnswerer: boolean;
  category: string;
  /** The secret word: on the answerer's phone while asking, on every phone once it's over. */
  word: string | null;
  /** Null while asking. */
  result: {
    outcome: Outcome;
    sips: number;
    drinkers: { name: string; unit: DrinkUnit }[];
  } | null;
  /** Sips (or points) so far, by player, in seating order. */
  tally: { name: string; count: number; unit: DrinkUnit }[];
  /** Rounds played to their end, newest last. */
  history: { round: number; word: string; questions: number; outcome: Outcome }[];
}

function wordListOf(table: GameTable): WordList | null {
  const parsed = wordListSchema.safeParse(table.content);
  return parsed.success ? parsed.data : null;
}

function pool(list: WordList, categoryId: string | null) {
  return list.categories
    .filter((category) => categoryId === null || category.id === categoryId)
    .flatMap((category) =>
      category.words.map((word) => ({
        word,
        categoryId: category.id,
        categoryName: category.name,
      })),
    );
}

interface Drawn {
  word: string;
  categoryId: string;
  categoryName: string;
  used: string[];
}

/**
 * A word not drawn before from the category (all of them for null, or for a category the list no
 * longer has, as after an update that renamed one); once all have been, the pool starts over.
 */
export function drawWord(
  list: WordList,
  categoryId: string | null,
  used: readonly string[],
  rng: Rng,
): Drawn {
  const chosen = pool(list, categoryId);
  const all = chosen.length > 0 ? chosen : pool(list, null);
  const fresh = all.filter((entry) => !used.includes(entry.word));
  const candidates = fresh.length > 0 ? fresh : all;
  const picked = rng.pick(candidates);
  const remembered =
    fresh.length > 0 ? used : used.filter((word) => !all.some((entry) => entry.word === word));
  return { ...picked, used: [...remembered, picked.word] };
}

function seatOf(table: GameTable, index = 0): Seat | null {
  const player = table.players[index];
  return player ? { id: player.id, name: player.name } : null;
}

function withWord(state: WordGuessState, drawn: Drawn, rng: Rng): WordGuessState {
  return {
    ...state,
    word: drawn.word,
    categoryId: drawn.categoryId,
    categoryName: drawn.categoryName,
    used: drawn.used,
    questions: 0,
    rngState: rng.state(),
  };
}

function setup(table: GameTable, seed: number): WordGuessState | Invalid {
  const list = wordListOf(table);
  if (!list) return invalid("wordGuess.noWordList");
  const rng = createRng(seed);
  const drawn = drawWord(list, null, [], rng);
  return {
    chosenCategory: null,
    categoryId: drawn.categoryId,
    categoryName: drawn.categoryName,
    word: drawn.word,
    questions: 0,
    phase: "asking",
    round: 1,
    answerer: seatOf(table),
    seating: table.players.map((player) => player.id),
    people: peopleWith([], table),
    used: drawn.used,
    tally: {},
    history: [],
    drink: null,
    rngState: rng.state(),
  };
}

export function questionsLeft(state: Pick<WordGuessState, "questions">): number {
  return maxQuestions - state.questions;
}

/** Who drinks for the round just ended: the answerer, or everyone else seated. */
function drinkFor(state: WordGuessState, outcome: Outcome, table: GameTable): Drink {
  const answerer = state.answerer;
  if (outcome === "guessed") {
    return {
      players: answerer ? [answerer.name] : [],
      sips: cappedDrink(1 + Math.floor(questionsLeft(state) / questionsPerExtraSip)),
    };
  }
  return {
    players: table.players.filter((player) => player.id !== answerer?.id).map(({ name }) => name),
    sips: askerSips,
  };
}

function finish(state: WordGuessState, outcome: Outcome, table: GameTable): WordGuessState {
  const drink = drinkFor(state, outcome, table);
  const tally = { ...state.tally };
  for (const player of drink.players) tally[player] = (tally[player] ?? 0) + drink.sips;
  const { round, word, categoryId, questions } = state;
  return {
    ...state,
    phase: outcome,
    tally,
    drink,
    history: [...state.history, { round, word, categoryId, questions, outcome }],
  };
}

function move(
  state: WordGuessState,
  playerId: string,
  played: WordGuessMove,
  table: GameTable,
): WordGuessState | Invalid {
  // A phone whose table named nobody plays as nobody in particular.
  if (table.players.length > 0 && !isSeated(table, playerId)) return invalid("notPlaying");
  const stale = outOfStep(
    state,
    { made: played.round, current: state.round, isNext: played.type === "next" },
    "wordGuess.roundChanged",
  );
  if (stale) return stale;
  const { answerer } = state;

  if (played.type === "next") {
    if (state.phase === "asking") return invalid("wordGuess.roundNotOver");
    const list = wordListOf(table);
    if (!list) return invalid("wordGuess.noWordList");
    const rng = createRng(state.rngState);
    const drawn = drawWord(list, state.chosenCategory, state.used, rng);
    const next = answerer ? seatAfter(state.seating, answerer.id, table) : null;
    return {
      ...withWord(state, drawn, rng),
      phase: "asking",
      round: state.round + 1,
      answerer: next ? { id: next.id, name: next.name } : seatOf(table),
      drink: null,
    };
  }

  if (answerer && playerId !== answerer.id) {
    return invalid("wordGuess.answererOnly", { name: answerer.name });
  }
  if (state.phase !== "asking") return invalid("wordGuess.roundOver");
  switch (played.type) {
    case "question":
      if (state.questions >= maxQuestions) {
        return invalid("wordGuess.noQuestionsLeft", { max: maxQuestions });
      }
      return { ...state, questions: state.questions + 1 };
    case "undo":
      if (state.questions === 0) return invalid("wordGuess.nothingToUndo");
      return { ...state, questions: state.questions - 1 };
    case "guessed":
    case "notGuessed":
      return finish(state, played.type, table);
    case "category": {
      const list = wordListOf(table);
      if (!list) return invalid("wordGuess.noWordList");
      const { categoryId } = played;
      if (categoryId !== null && !list.categories.some((category) => category.id === categoryId)) {
        return invalid("wordGuess.unknownCategory");
      }
      const rng = createRng(state.rngState);
      const drawn = drawWord(list, categoryId, state.used, rng);
      return { ...withWord(state, drawn, rng), chosenCategory: categoryId };
    }
  }
}

function seatsChanged(state: WordGuessState, table: GameTable): WordGuessState {
  const seated: WordGuessState = {
    ...state,
    seating: seatingWith(state.seating, table),
    people: peopleWith(state.people, table),
  };
  const { answerer } = state;
  // Names given to a phone that had none: the first of them answers the word on the table.
  if (answerer === null) return { ...seated, answerer: seatOf(table) };
  // Once a round is over the answerer is only a name in the result; the next round starts
  // from their seat, so nobody is skipped.
  if (state.phase !== "asking" || isSeated(table, answerer.id)) return seated;
  const next = seatAfter(state.seating, answerer.id, table);
  if (!next) return { ...seated, answerer: null };
  // Only the answerer who left knew the word: the next player answers a fresh one.
  const list = wordListOf(table);
  const rng = createRng(state.rngState);
  const fresh = list
    ? withWord(seated, drawWord(list, state.chosenCategory, state.used, rng), rng)
    : seated;
  return { ...fresh, questions: 0, answerer: { id: next.id, name: next.name } };
}

function view(state: WordGuessState, playerId: string, table: GameTable): WordGuessView {
  const { answerer, drink } = state;
  const person = (name: string) => state.people.find((each) => each.name === name);
  const over = state.phase !== "asking";
  const amAnswerer = answerer !== null && answerer.id === playerId;
  return {
    round: state.round,
    phase: state.phase,
    questions: state.questions,
    maxQuestions,
    questionsLeft: questionsLeft(state),
    answerer,
    amAnswerer,
    category: state.categoryName,
    word: over || amAnswerer ? state.word : null,
    result:
      state.phase !== "asking" && drink
        ? {
            outcome: state.phase,
            sips: drink.sips,
            drinkers: drink.players.map((name) => ({ name, unit: unitOf(person(name), table) })),
          }
        : null,
    tally: state.people.flatMap((each) => {
      const count = state.tally[each.name] ?? 0;
      return count > 0 ? [{ name: each.name, count, unit: unitOf(each, table) }] : [];
    }),
    history: state.history.map(({ round, word, questions, outcome }) => ({
      round,
      word,
      questions,
      outcome,
    })),
  };
}

export const rules: GameRules<WordGuessState, WordGuessMove, WordGuessView> = {
  moveSchema: wordGuessMoveSchema,
  minPlayers: 2,
  maxPlayers,
  setup,
  move,
  seatsChanged,
  view,
  isOver: () => false,
};

/**
 * The same rules on one phone, where the table may name nobody at all: the phone is passed to
 * whoever answers.
 */
export const onePhoneRules: typeof rules = { ...rules, minPlayers: 0 };

/** What the voice agent is told when it answers questions (docs/product-rules.md#voice-agent). */
export function voiceAgentVariables(state: WordGuessState): Record<string, string> {
  return { game_id: "word-guess", secret_word: state.word, max_questions: String(maxQuestions) };
}

const questionCount = z.int().check(z.gte(0), z.lte(maxQuestions));
const nameSchema = z.string().check(z.minLength(1));
const seatSchema = z.object({ id: nameSchema, name: nameSchema });

const wordGuessStateSchema = z
  .object({
    chosenCategory: z.nullable(categoryIdSchema),
    categoryId: categoryIdSchema,
    categoryName: nameSchema,
    word: nameSchema,
    questions: questionCount,
    phase: z.enum(["asking", "guessed", "notGuessed"]),
    round: roundSchema,
    answerer: z.nullable(seatSchema),
    seating: z.array(nameSchema),
    people: z.array(z.object({ name: nameSchema, notDrinking: z.boolean() })),
    used: z.array(nameSchema),
    tally: z.record(nameSchema, z.int().check(z.gte(0))),
    history: z.array(
      z.object({
        round: roundSchema,
        word: nameSchema,
        categoryId: categoryIdSchema,
        questions: questionCount,
        outcome: z.enum(["guessed", "notGuessed"]),
      }),
    ),
    drink: z.nullable(z.object({ players: z.array(nameSchema), sips: z.int().check(z.gte(0)) })),
    rngState: z.int().check(z.gte(0)),
  })
  // One record for every round played to its end: the rounds before this one, and this one
  // once it is over, when its drink is settled too.
  .check(
    z.refine((state) => {
      const asking = state.phase === "asking";
      return (
        state.history.length === (asking ? state.round - 1 : state.round) &&
        (state.drink === null) === asking
      );
    }),
  );

/** A game kept on the device, checked whole before it is played on; anything else is null. */
export function parseWordGuessState(input: unknown): WordGuessState | null {
  const parsed = wordGuessStateSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}
