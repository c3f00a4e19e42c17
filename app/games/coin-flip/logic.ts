import { z } from "zod/mini";
import type { Rng } from "#app/games/_engine/rng.ts";

export type CoinSide = "heads" | "tails";

/** One table's coin for this session: the last side up and the tally. */
export interface CoinState {
  side: CoinSide | null;
  heads: number;
  tails: number;
  /**
   * How far the coin has turned, in degrees. It only ever grows, so every flip spins forward
   * from where the last one landed; heads up is a multiple of 360, tails up 180 past one.
   */
  rotation: number;
}

/** Whole turns in the air per flip: enough to look like a real toss. */
const flipTurns = 5;

export function setup(): CoinState {
  return { side: null, heads: 0, tails: 0, rotation: 0 };
}

/** The rotation that spins `turns` whole turns from `previous` and lands with `side` up. */
export function landingRotation(previous: number, side: CoinSide, turns: number = flipTurns) {
  const target = side === "heads" ? 0 : 180;
  const current = ((previous % 360) + 360) % 360;
  return previous + turns * 360 + ((target - current + 360) % 360);
}

/** An even chance of each side, whatever came before. */
export function flip(state: CoinState, rng: Rng): CoinState {
  const side: CoinSide = rng.int(2) === 0 ? "heads" : "tails";
  return {
    side,
    heads: state.heads + (side === "heads" ? 1 : 0),
    tails: state.tails + (side === "tails" ? 1 : 0),
    rotation: landingRotation(state.rotation, side),
  };
}

/** A clean tally. The coin stays where it lies, so it doesn't spin back on screen. */
export function reset(state: CoinState): CoinState {
  return { ...setup(), rotation: state.rotation };
}

export function flips(state: CoinState): number {
  return state.heads + state.tails;
}

const stateSchema = z.object({
  side: z.nullable(z.enum(["heads", "tails"])),
  heads: z.int().check(z.gte(0)),
  tails: z.int().check(z.gte(0)),
  rotation: z.int().check(z.gte(0)),
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
  const fits =
    state.side === null
      ? state.heads === 0 && state.tails === 0 && (face === 0 || face === 180)
      : state.side === "heads"
        ? state.heads > 0 && face === 0
        : state.tails > 0 && face === 180;
  return fits ? state : null;
}
