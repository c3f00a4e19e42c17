import { z } from "zod/mini";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers } from "#app/games/_engine/players.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { createRng, type Rng } from "#app/games/_engine/rng.ts";

/**
 * Dice Roll (docs/product-rules.md#tools), one rule set for one phone and a room
 * (docs/decisions/034-one-rule-set.md): one to six ordinary dice. The host picks how many and
 * rolls for the table, so every phone sees the same dice, their total and the last rolls.
 */

export const minDice = 1;
export const maxDice = 6;
const sides = 6;
/** Earlier rolls kept on screen: enough to settle "what did you roll?", not a log. */
export const historySize = 5;
export const defaultDice = 2;

export interface DiceRoll {
  faces: number[];
  total: number;
}

export interface DiceState {
  count: number;
  last: DiceRoll | null;
  /** Rolls before `last`, newest first, at most `historySize`. */
  history: DiceRoll[];
  /**
   * Rolls this game: a roll names the count it was made on, a phone tells a new roll from one
   * it already showed by it, and the board turns the dice once per roll.
   */
  rolls: number;
  /** Who rolled last, by name; null before the first roll and on one phone without names. */
  by: string | null;
  rngState: number;
}

/** Every phone sees the whole cup: there is no secret in it, only the rng's next faces. */
export type DiceView = Omit<DiceState, "rngState"> & {
  /** Who rolls: the host. Null on one phone without names. */
  roller: string | null;
  /** This phone picks the dice and rolls them. */
  canRoll: boolean;
};

export const diceRollMoveSchema = z.discriminatedUnion("type", [
  /** Names the rolls it saw (`rolls`): a second tap that crosses the first does nothing. */
  z.object({ type: z.literal("roll"), rolls: z.int().check(z.gte(0)) }),
  z.object({ type: z.literal("count"), count: z.int() }),
]);

export type DiceMove = z.infer<typeof diceRollMoveSchema>;

function validCount(count: number): boolean {
  return Number.isInteger(count) && count >= minDice && count <= maxDice;
}

/** Each die on its own, every face equally likely. */
export function rollDice(count: number, rng: Rng): DiceRoll {
  const faces = Array.from({ length: count }, () => rng.int(sides) + 1);
  return { faces, total: faces.reduce((sum, face) => sum + face, 0) };
}

function nameOf(table: GameTable, id: string): string | null {
  return table.players.find((player) => player.id === id)?.name ?? null;
}

/** A new cup: two dice, nothing rolled yet. */
export function newCup(_table: GameTable, seed: number): DiceState {
  return { count: defaultDice, last: null, history: [], rolls: 0, by: null, rngState: seed >>> 0 };
}

function move(
  state: DiceState,
  playerId: string,
  played: DiceMove,
  table: GameTable,
): DiceState | Invalid {
  if (playerId !== table.hostId) return invalid("diceRoll.hostOnly");
  if (played.type === "count") {
    if (!validCount(played.count)) {
      return invalid("diceRoll.diceCount", { min: minDice, max: maxDice });
    }
    // The next roll uses as many dice; the last roll and the history stay as they were.
    return { ...state, count: played.count };
  }
  const stale = outOfStep(
    state,
    { made: played.rolls, current: state.rolls, isNext: true },
    "diceRoll.notRolledYet",
  );
  if (stale) return stale;
  const rng = createRng(state.rngState);
  return {
    ...state,
    last: rollDice(state.count, rng),
    history: state.last ? [state.last, ...state.history].slice(0, historySize) : state.history,
    rolls: state.rolls + 1,
    by: nameOf(table, playerId),
    rngState: rng.state(),
  };
}

function view(state: DiceState, playerId: string, table: GameTable): DiceView {
  const { rngState: _secret, ...seen } = state;
  return { ...seen, roller: nameOf(table, table.hostId), canRoll: playerId === table.hostId };
}

export const rules: GameRules<DiceState, DiceMove, DiceView> = {
  moveSchema: diceRollMoveSchema,
  // Dice need nobody set up: one phone rolls for the table as it is.
  minPlayers: 0,
  maxPlayers,
  setup: newCup,
  move,
  // Who sits at the table changes nothing about the dice.
  seatsChanged: (state) => state,
  view,
  isOver: () => false,
};

const face = z.int().check(z.gte(1), z.lte(sides));
const rollSchema = z
  .object({
    faces: z.array(face).check(z.minLength(minDice), z.maxLength(maxDice)),
    total: z.int(),
  })
  .check(
    z.refine((result) => result.total === result.faces.reduce((sum, value) => sum + value, 0)),
  );
const stateSchema = z.object({
  count: z.int().check(z.gte(minDice), z.lte(maxDice)),
  last: z.nullable(rollSchema),
  history: z.array(rollSchema).check(z.maxLength(historySize)),
  rolls: z.int().check(z.gte(0)),
  by: z.nullable(z.string()),
  rngState: z.int().check(z.gte(0), z.lte(0xffffffff)),
});

/**
 * Saved dice read back (storage can hold anything, including dice from an older build): null
 * unless every roll adds up and there are as many rolls as the history shows.
 */
export function parseState(value: unknown): DiceState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state = parsed.data;
  if (state.last === null) return state.history.length === 0 && state.rolls === 0 ? state : null;
  return state.rolls >= 1 + state.history.length ? state : null;
}
