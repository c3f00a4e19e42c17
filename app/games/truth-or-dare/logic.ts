import * as shape from "#app/utils/stored-shape.ts";
import { parseCard, type Card } from "#app/games/_engine/deck.ts";
import { owedByCount, type Owed } from "#app/games/_engine/drinks.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import type { Player } from "#app/games/_engine/players.ts";

/**
 * Truth or Dare (docs/product-rules.md#truth-or-dare): the player on turn picks Truth or Dare and
 * gets a card; refusing it costs two sips. "Next" passes the turn on, and the next player chooses.
 */
export type Choice = "truth" | "dare";

/** Which list of a truth-or-dare pack each choice draws from: 0 truths, 1 dares. */
export const choiceList: Readonly<Record<Choice, number>> = { truth: 0, dare: 1 };

const refusalSips = 2;

export interface TruthOrDareState {
  /** Turns played so far; the player on turn is this modulo the number of players. */
  turn: number;
  /** Choosing Truth or Dare, or a card on the table. */
  phase: "choose" | "card";
  choice: Choice | null;
  /** The player on turn refused this card (once per card). */
  refused: boolean;
  /** Refusals per player name, for the table's tally. Turns without names are not tallied. */
  refusals: Record<string, number>;
}

/**
 * The first turn: the first player chooses, as every player after them does. A game can also
 * start on a card already chosen (`firstCard`).
 */
export function setup(firstCard: Choice | null = null): TruthOrDareState {
  return {
    turn: 0,
    phase: firstCard ? "card" : "choose",
    choice: firstCard,
    refused: false,
    refusals: {},
  };
}

export function playerOnTurn(state: TruthOrDareState, players: readonly string[]): string | null {
  if (players.length === 0) return null;
  return players[state.turn % players.length] ?? null;
}

/** The player on turn picks; the board then draws from `choiceList[choice]`. */
export function choose(state: TruthOrDareState, choice: Choice): TruthOrDareState | Invalid {
  if (state.phase !== "choose") return invalid("This turn already has a card");
  return { ...state, phase: "card", choice, refused: false };
}

/** Refusing the card on the table: the player on turn owes `refusalSips`. */
export function refuse(
  state: TruthOrDareState,
  players: readonly string[],
): TruthOrDareState | Invalid {
  if (state.phase !== "card") return invalid("Choose Truth or Dare first");
  if (state.refused) return invalid("This card is already refused");
  const name = playerOnTurn(state, players);
  return {
    ...state,
    refused: true,
    refusals:
      name === null
        ? state.refusals
        : { ...state.refusals, [name]: (state.refusals[name] ?? 0) + 1 },
  };
}

/** "Next": the turn passes to the next player, who chooses again. */
export function nextTurn(state: TruthOrDareState): TruthOrDareState | Invalid {
  if (state.phase !== "card") return invalid("Choose Truth or Dare first");
  return { ...state, turn: state.turn + 1, phase: "choose", choice: null, refused: false };
}

/** What the player on turn (or whoever, without names) takes for refusing. */
export function refusalCost(
  state: TruthOrDareState,
  players: readonly Player[],
  alcoholFree: boolean,
): Omit<Owed, "name"> & { name: string | null } {
  const name = playerOnTurn(
    state,
    players.map((player) => player.name),
  );
  const notDrinking = players.some((player) => player.name === name && player.notDrinking);
  return { name, count: refusalSips, unit: alcoholFree || notDrinking ? "points" : "sips" };
}

/** Sips (or points) owed through refusals so far, most first, table order on a tie. */
export function refusalTally(
  state: TruthOrDareState,
  players: readonly Player[],
  alcoholFree: boolean,
): Owed[] {
  return owedByCount(players, state.refusals, refusalSips, alcoholFree);
}

/** A game as it is saved: the turn, and the card dealt for it (null while choosing). */
export interface SavedTruthOrDare {
  game: TruthOrDareState;
  card: Card | null;
}

export function newSavedGame(): SavedTruthOrDare {
  return { game: setup(), card: null };
}

const savedShape = shape.object({
  game: shape.object({
    turn: shape.number({ integer: true, min: 0 }),
    phase: shape.literals(["choose", "card"]),
    choice: shape.nullable(shape.literals(["truth", "dare"])),
    refused: shape.boolean(),
    refusals: shape.record(shape.number({ integer: true, min: 1 })),
  }),
  card: shape.unknown(),
});

/**
 * A saved game, checked before it is played on: a card on the table has a choice, and
 * choosing has neither a choice nor a refusal. Anything else is null.
 */
export function parseSavedGame(value: unknown): SavedTruthOrDare | null {
  const parsed = savedShape.safeParse(value);
  if (!parsed.success) return null;
  const { game } = parsed.data;
  const card = parsed.data.card === null ? null : parseCard(parsed.data.card);
  if (card === null && parsed.data.card !== null) return null;
  const consistent =
    game.phase === "card"
      ? game.choice !== null
      : game.choice === null && !game.refused && card === null;
  return consistent ? { game, card } : null;
}
