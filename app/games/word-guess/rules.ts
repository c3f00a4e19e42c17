import { z } from "zod/mini";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers, type Player } from "#app/games/_engine/players.ts";
import { unitOf, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { isSeated, peopleWith, seatAfter, seatingWith } from "#app/games/_engine/room-seating.ts";
import { createRng } from "#app/games/_engine/rng.ts";
import {
  askQuestion,
  drawWord,
  drinkFor,
  markGuessed,
  markNotGuessed,
  maxQuestions,
  nextRound,
  questionsLeft,
  setup,
  undoQuestion,
  wordListSchema,
  type Drink,
  type Phase,
  type WordGuessState,
  type WordList,
} from "./logic.ts";

/**
 * Word Guess in a room (docs/product-rules.md#word-guess): each round one player answers, in
 * turn round the table. Only their phone shows the secret word; the others ask yes-or-no
 * questions aloud, and the answerer's phone counts them and says whether the word was guessed.
 * The result, the word and who drinks then show on every phone. The single-phone rules
 * (logic.ts) keep the word, the count and the tally; the room adds who answers by seat.
 */

const roundSchema = z.int().check(z.gte(1));

/**
 * Every move names the round it was made in (the view's `round`), so a tap that crosses a new
 * round on the way (two phones pressing Next round at once) can't land on one its player never saw.
 */
export const wordGuessMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("question"), round: roundSchema }),
  z.object({ type: z.literal("undo"), round: roundSchema }),
  z.object({ type: z.literal("guessed"), round: roundSchema }),
  z.object({ type: z.literal("notGuessed"), round: roundSchema }),
  z.object({ type: z.literal("next"), round: roundSchema }),
]);

export type WordGuessMove = z.infer<typeof wordGuessMoveSchema>;

export type Outcome = Exclude<Phase, "asking">;

export interface WordGuessRoomState {
  /**
   * The single-phone rules' state. Its `answerer` index is set to the answerer's seat just
   * before the rules need it; between moves the room goes by `answerer` below.
   */
  game: WordGuessState;
  /** The player answering this round; they may have left once the round is over. */
  answerer: { id: string; name: string };
  /** Every seat that has sat at this game, in seating order, leavers included. */
  seating: string[];
  /** Everyone who has played, by name with their last setting: the tally keeps leavers. */
  people: Player[];
  /** The name of the category the word is from, kept so views needn't read the word list. */
  categoryName: string;
  /** Who drank for the round just ended, as it was settled then. */
  drink: Drink | null;
  rngState: number;
}

export interface WordGuessRoomView {
  /** What moves send back as `round`. */
  round: number;
  phase: Phase;
  questions: number;
  maxQuestions: number;
  questionsLeft: number;
  answerer: { id: string; name: string };
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

const noWordList = "This room has no word list to play with";

function wordListOf(table: GameTable): WordList | null {
  const parsed = wordListSchema.safeParse(table.content);
  return parsed.success ? parsed.data : null;
}

function categoryNameOf(list: WordList, categoryId: string): string {
  return list.categories.find((category) => category.id === categoryId)?.name ?? categoryId;
}

function namesOf(table: GameTable): string[] {
  return table.players.map((player) => player.name);
}

/** The rules' state with its answerer index pointing at `answererId`'s seat at this table. */
function answeredBy(game: WordGuessState, answererId: string, table: GameTable): WordGuessState {
  const seat = table.players.findIndex((player) => player.id === answererId);
  return { ...game, answerer: Math.max(seat, 0) };
}

function start(table: GameTable, seed: number): WordGuessRoomState | Invalid {
  const list = wordListOf(table);
  if (!list) return invalid(noWordList);
  const first = table.players[0];
  if (!first) return invalid("Nobody is seated");
  const rng = createRng(seed);
  const game = setup(list, null, rng);
  if (isInvalid(game)) return game;
  return {
    game,
    answerer: { id: first.id, name: first.name },
    seating: table.players.map((player) => player.id),
    people: peopleWith([], table),
    categoryName: categoryNameOf(list, game.categoryId),
    drink: null,
    rngState: rng.state(),
  };
}

function finish(
  state: WordGuessRoomState,
  outcome: Outcome,
  table: GameTable,
): WordGuessRoomState | Invalid {
  const names = namesOf(table);
  const game = answeredBy(state.game, state.answerer.id, table);
  const finished = outcome === "guessed" ? markGuessed(game, names) : markNotGuessed(game, names);
  if (isInvalid(finished)) return finished;
  return { ...state, game: finished, drink: drinkFor(game, outcome, names) };
}

function move(
  state: WordGuessRoomState,
  playerId: string,
  played: WordGuessMove,
  table: GameTable,
): WordGuessRoomState | Invalid {
  if (!isSeated(table, playerId)) return invalid("notPlaying");
  const { game, answerer } = state;
  const stale = outOfStep(
    state,
    { made: played.round, current: game.round, isNext: played.type === "next" },
    "That round is over",
  );
  if (stale) return stale;
  if (played.type !== "next" && playerId !== answerer.id) {
    return invalid(`${answerer.name} answers this round: their phone keeps the count`);
  }

  switch (played.type) {
    case "question": {
      const asked = askQuestion(game);
      return isInvalid(asked) ? asked : { ...state, game: asked };
    }
    case "undo": {
      const undone = undoQuestion(game);
      return isInvalid(undone) ? undone : { ...state, game: undone };
    }
    case "guessed":
    case "notGuessed":
      return finish(state, played.type, table);
    case "next": {
      if (game.phase === "asking") return invalid(`${answerer.name} hasn't finished this round`);
      const list = wordListOf(table);
      if (!list) return invalid(noWordList);
      const next = seatAfter(state.seating, answerer.id, table);
      if (!next) return invalid("Nobody is seated");
      const rng = createRng(state.rngState);
      const round = nextRound(game, list, namesOf(table), rng);
      if (isInvalid(round)) return round;
      return {
        ...state,
        game: answeredBy(round, next.id, table),
        answerer: { id: next.id, name: next.name },
        categoryName: categoryNameOf(list, round.categoryId),
        drink: null,
        rngState: rng.state(),
      };
    }
  }
}

function seatsChanged(state: WordGuessRoomState, table: GameTable): WordGuessRoomState {
  const seated: WordGuessRoomState = {
    ...state,
    seating: seatingWith(state.seating, table),
    people: peopleWith(state.people, table),
  };
  const { game, answerer } = state;
  // Once a round is over the answerer is only a name in the result; the next round starts
  // from their seat, so nobody is skipped.
  if (game.phase !== "asking" || isSeated(table, answerer.id)) {
    return seated;
  }
  const next = seatAfter(state.seating, answerer.id, table);
  if (!next) return seated;
  // Only the answerer who left knew the word: the next player answers a fresh one.
  const list = wordListOf(table);
  const rng = createRng(state.rngState);
  const drawn = list ? drawWord(list, game.chosenCategory, game.used, rng) : null;
  const fresh =
    list && drawn && !isInvalid(drawn)
      ? {
          game: { ...game, word: drawn.word, categoryId: drawn.categoryId, used: drawn.used },
          categoryName: categoryNameOf(list, drawn.categoryId),
          rngState: rng.state(),
        }
      : {};
  const restarted = { ...seated, ...fresh };
  return {
    ...restarted,
    game: answeredBy({ ...restarted.game, questions: 0 }, next.id, table),
    answerer: { id: next.id, name: next.name },
  };
}

function view(state: WordGuessRoomState, playerId: string, table: GameTable): WordGuessRoomView {
  const { game, answerer, drink } = state;
  const person = (name: string) => state.people.find((each) => each.name === name);
  const over = game.phase !== "asking";
  return {
    round: game.round,
    phase: game.phase,
    questions: game.questions,
    maxQuestions,
    questionsLeft: questionsLeft(game),
    answerer,
    amAnswerer: answerer.id === playerId,
    category: state.categoryName,
    word: over || answerer.id === playerId ? game.word : null,
    result:
      over && drink
        ? {
            outcome: game.phase === "guessed" ? "guessed" : "notGuessed",
            sips: drink.sips,
            drinkers: drink.players.map((name) => ({ name, unit: unitOf(person(name), table) })),
          }
        : null,
    tally: state.people.flatMap((each) => {
      const count = game.tally[each.name] ?? 0;
      return count > 0 ? [{ name: each.name, count, unit: unitOf(each, table) }] : [];
    }),
    history: game.history.map(({ round, word, questions, outcome }) => ({
      round,
      word,
      questions,
      outcome,
    })),
  };
}

export const rules: GameRules<WordGuessRoomState, WordGuessMove, WordGuessRoomView> = {
  moveSchema: wordGuessMoveSchema,
  minPlayers: 2,
  maxPlayers,
  setup: start,
  move,
  seatsChanged,
  view,
  isOver: () => false,
};
