import { z } from "zod/mini";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers } from "#app/games/_engine/players.ts";
import type { Rng } from "#app/games/_engine/rng.ts";

/** Where the bottle stopped: at a named seat, or (no names) just somewhere on the circle. */
export type BottlePick = { kind: "player"; name: string; seat: number } | { kind: "free" };

/**
 * Players sit around the circle in the order given; nobody is picked twice until everyone has been,
 * then a new round starts.
 */
export interface BottleState {
  /** Names clockwise from the top of the circle; empty means free spins. */
  seats: string[];
  /** Who this round has picked so far, in order. */
  picked: string[];
  round: number;
  last: BottlePick | null;
  /**
   * The bottle's rotation in degrees, clockwise from pointing at the top. It only grows, so
   * each spin turns forward from where the last one stopped.
   */
  angle: number;
}

/** Whole turns before the bottle settles, the rest chosen by the rng so spins differ. */
const minTurns = 3;
const extraTurns = 3;

function checkNames(names: readonly string[]): Invalid | null {
  if (names.some((name) => name.trim() === "")) return invalid("Every seat needs a name");
  if (new Set(names).size !== names.length) return invalid("Two seats have the same name");
  return null;
}

/** No names yet: free spins. The page starts here until the stored players arrive. */
export function freeCircle(): BottleState {
  return { seats: [], picked: [], round: 1, last: null, angle: 0 };
}

export function setup(names: readonly string[]): BottleState | Invalid {
  return checkNames(names) ?? { ...freeCircle(), seats: [...names] };
}

/** The direction of a seat: seats share the circle evenly, the first at the top. */
export function seatAngle(seat: number, seatCount: number): number {
  return seatCount === 0 ? 0 : (seat * 360) / seatCount;
}

/** The rotation that turns `turns` whole turns past `previous` and stops facing `target`. */
export function landingAngle(previous: number, target: number, turns: number): number {
  const current = ((previous % 360) + 360) % 360;
  return previous + turns * 360 + ((((target - current) % 360) + 360) % 360);
}

/** Seated players this round has not picked yet. */
export function remaining(state: BottleState): string[] {
  return state.seats.filter((name) => !state.picked.includes(name));
}

/** Everyone has been picked: the next spin starts a new round. */
export function roundComplete(state: BottleState): boolean {
  return state.seats.length > 0 && remaining(state).length === 0;
}

export function spin(state: BottleState, rng: Rng): BottleState {
  const turns = minTurns + rng.int(extraTurns);
  if (state.seats.length === 0) {
    return {
      ...state,
      last: { kind: "free" },
      angle: landingAngle(state.angle, rng.next() * 360, turns),
    };
  }
  const fresh = roundComplete(state);
  const picked = fresh ? [] : state.picked;
  const round = fresh ? state.round + 1 : state.round;
  const name = rng.pick(state.seats.filter((seated) => !picked.includes(seated)));
  const seat = state.seats.indexOf(name);
  return {
    ...state,
    picked: [...picked, name],
    round,
    last: { kind: "player", name, seat },
    angle: landingAngle(state.angle, seatAngle(seat, state.seats.length), turns),
  };
}

/**
 * The circle changed (players added, removed or reordered). Picks of people still seated
 * count for the round; the last result stays only if the bottle still faces that person.
 */
export function reseat(state: BottleState, names: readonly string[]): BottleState | Invalid {
  const refused = checkNames(names);
  if (refused) return refused;
  const last = state.last;
  const stillFacing =
    last !== null &&
    (last.kind === "free"
      ? names.length === 0
      : names.length === state.seats.length && names[last.seat] === last.name);
  return {
    ...state,
    seats: [...names],
    picked: state.picked.filter((name) => names.includes(name)),
    last: stillFacing ? last : null,
  };
}

export function sameSeats(state: BottleState, names: readonly string[]): boolean {
  return state.seats.length === names.length && state.seats.every((name, i) => name === names[i]);
}

/** Round one again, nobody picked yet; the circle and the bottle stay as they are. */
export function newGame(state: BottleState): BottleState {
  return { ...freeCircle(), seats: [...state.seats], angle: state.angle };
}

const pickSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("player"),
    name: z.string(),
    seat: z.int().check(z.gte(0)),
  }),
  z.object({ kind: z.literal("free") }),
]);
const stateSchema = z.object({
  seats: z.array(z.string()).check(z.maxLength(maxPlayers)),
  picked: z.array(z.string()).check(z.maxLength(maxPlayers)),
  round: z.int().check(z.gte(1)),
  last: z.nullable(pickSchema),
  // A zod number is always finite.
  angle: z.number().check(z.gte(0)),
});

/**
 * A saved circle read back (storage can hold anything, including a circle from an older
 * build): null unless everyone picked sits in it, once, and the bottle faces who it named.
 */
export function parseState(value: unknown): BottleState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state = parsed.data;
  if (checkNames(state.seats)) return null;
  if (new Set(state.picked).size !== state.picked.length) return null;
  if (!state.picked.every((name) => state.seats.includes(name))) return null;
  const last = state.last;
  if (last === null) return state;
  const faces =
    last.kind === "free"
      ? state.seats.length === 0
      : state.seats[last.seat] === last.name && state.picked.includes(last.name);
  return faces ? state : null;
}
