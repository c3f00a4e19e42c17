import { z } from "zod/mini";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers } from "#app/games/_engine/players.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { createRng } from "#app/games/_engine/rng.ts";

/**
 * Coin Flip (docs/product-rules.md#tools), one rule set for one phone and a room
 * (docs/decisions/034-one-rule-set.md). The host flips, with or without players at the table;
 * every phone sees the side up, the tally and the last flips. Nobody is chosen by a coin.
 */

export type CoinSide = "heads" | "tails";

/** Sides kept on screen, newest first: enough to see a streak, not a log. */
export const recentSize = 10;
/** Whole turns in the air per flip: enough to look like a real toss. */
const flipTurns = 5;

export interface CoinState {
  side: CoinSide | null;
  heads: number;
  tails: number;
  /** The last sides up, newest first, at most `recentSize`. */
  recent: CoinSide[];
  /**
   * How far the coin has turned, in degrees. It only grows, so every flip spins forward from
   * where the last one landed; heads up is a multiple of 360, tails up 180 past one.
   */
  rotation: number;
  /**
   * Flips this game, counting those a reset cleared: a flip names the count it was made on,
   * and a phone tells a new flip from one it already showed by it.
   */
  tosses: number;
  /** Who flipped last, by name; null before the first flip and on one phone without names. */
  by: string | null;
  rngState: number;
}

/** Every phone sees the whole coin: there is no secret in it, only the rng's next side. */
export type CoinView = Omit<CoinState, "rngState"> & {
  /** Who flips: the host. Null on one phone without names. */
  flipper: string | null;
  /** This phone has the Flip and Reset buttons. */
  canFlip: boolean;
};

/** A flip names the flips it saw (`tosses`): a second tap that crosses the first does nothing. */
export const coinFlipMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("flip"), tosses: z.int().check(z.gte(0)) }),
  z.object({ type: z.literal("reset") }),
]);

export type CoinMove = z.infer<typeof coinFlipMoveSchema>;

/** The rotation that spins `turns` whole turns from `previous` and lands with `side` up. */
export function landingRotation(previous: number, side: CoinSide, turns: number = flipTurns) {
  const target = side === "heads" ? 0 : 180;
  const current = ((previous % 360) + 360) % 360;
  return previous + turns * 360 + ((target - current + 360) % 360);
}

export function flips(state: Pick<CoinState, "heads" | "tails">): number {
  return state.heads + state.tails;
}

function nameOf(table: GameTable, id: string): string | null {
  return table.players.find((player) => player.id === id)?.name ?? null;
}

/** A new coin: no side up, an empty tally. */
export function newCoin(_table: GameTable, seed: number): CoinState {
  return {
    side: null,
    heads: 0,
    tails: 0,
    recent: [],
    rotation: 0,
    tosses: 0,
    by: null,
    rngState: seed >>> 0,
  };
}

function move(
  state: CoinState,
  playerId: string,
  played: CoinMove,
  table: GameTable,
): CoinState | Invalid {
  if (playerId !== table.hostId) return invalid("coinFlip.hostOnly");
  if (played.type === "reset") {
    // A clean tally; the coin stays where it lies, so it doesn't spin back on screen.
    return { ...state, side: null, heads: 0, tails: 0, recent: [] };
  }
  const stale = outOfStep(
    state,
    { made: played.tosses, current: state.tosses, isNext: true },
    "coinFlip.notFlippedYet",
  );
  if (stale) return stale;
  const rng = createRng(state.rngState);
  // An even chance of each side, whatever came before.
  const side: CoinSide = rng.int(2) === 0 ? "heads" : "tails";
  return {
    side,
    heads: state.heads + (side === "heads" ? 1 : 0),
    tails: state.tails + (side === "tails" ? 1 : 0),
    recent: [side, ...state.recent].slice(0, recentSize),
    rotation: landingRotation(state.rotation, side),
    tosses: state.tosses + 1,
    by: nameOf(table, playerId),
    rngState: rng.state(),
  };
}

function view(state: CoinState, playerId: string, table: GameTable): CoinView {
  const { rngState: _secret, ...seen } = state;
  return { ...seen, flipper: nameOf(table, table.hostId), canFlip: playerId === table.hostId };
}

export const rules: GameRules<CoinState, CoinMove, CoinView> = {
  moveSchema: coinFlipMoveSchema,
  // A coin needs nobody set up: one phone flips for the table as it is.
  minPlayers: 0,
  maxPlayers,
  setup: newCoin,
  move,
  // Who sits at the table changes nothing about a coin.
  seatsChanged: (state) => state,
  view,
  isOver: () => false,
};

const side = z.enum(["heads", "tails"]);
const count = z.int().check(z.gte(0));
const stateSchema = z.object({
  side: z.nullable(side),
  heads: count,
  tails: count,
  recent: z.array(side).check(z.maxLength(recentSize)),
  rotation: count,
  tosses: count,
  by: z.nullable(z.string()),
  rngState: z.int().check(z.gte(0), z.lte(0xffffffff)),
});

/**
 * A saved coin read back (storage can hold anything, including a coin from an older build):
 * null unless the tally counts the side up and the coin lies flat, as flips and resets leave it.
 */
export function parseState(value: unknown): CoinState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state = parsed.data;
  const face = state.rotation % 360;
  const total = flips(state);
  const fits =
    state.side === null
      ? total === 0 && state.recent.length === 0 && (face === 0 || face === 180)
      : state.recent[0] === state.side &&
        state.recent.length === Math.min(total, recentSize) &&
        (state.side === "heads" ? state.heads > 0 && face === 0 : state.tails > 0 && face === 180);
  return fits && state.tosses >= total ? state : null;
}
