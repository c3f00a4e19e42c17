import { z } from "zod/mini";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers } from "#app/games/_engine/players.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { createRng } from "#app/games/_engine/rng.ts";

/**
 * Spin the Bottle (docs/product-rules.md#tools), one rule set for one phone and a room
 * (docs/decisions/034-one-rule-set.md). The players sit round the circle in the table's order;
 * the host spins, and nobody is picked twice until everyone has been, then a new round starts.
 * With nobody set up (one phone, no names) the bottle spins free and names nobody.
 */

export interface BottleSeat {
  id: string;
  name: string;
}

/** Where the bottle stopped: at a seat of the circle, or (no names) just somewhere. */
export type BottlePick =
  { kind: "player"; id: string; name: string; seat: number } | { kind: "free" };

export interface BottleState {
  /** The circle clockwise from the top, as the table seats it; empty means free spins. */
  seats: BottleSeat[];
  /** Seat ids this round has picked so far, in order. */
  picked: string[];
  round: number;
  last: BottlePick | null;
  /**
   * The bottle's rotation in degrees, clockwise from pointing at the top. It only grows, so
   * each spin turns forward from where the last one stopped.
   */
  angle: number;
  /**
   * Spins this game: a spin names the count it was made on, and a phone tells a new spin from
   * one it already showed by it.
   */
  spins: number;
  /** Who spun last, by name; null before the first spin and on one phone without names. */
  by: string | null;
  rngState: number;
}

/** Every phone sees the whole circle: there is no secret in it, only the rng's next pick. */
export type BottleView = Omit<BottleState, "rngState"> & {
  /** Who spins: the host. Null on one phone without names. */
  spinner: string | null;
  /** This phone has the Spin button. */
  canSpin: boolean;
  /** The bottle points at this phone's player. */
  chosen: boolean;
};

/** A spin names the spins it saw (`spins`): a second tap that crosses the first does nothing. */
export const spinTheBottleMoveSchema = z.object({
  type: z.literal("spin"),
  spins: z.int().check(z.gte(0)),
});

export type BottleMove = z.infer<typeof spinTheBottleMoveSchema>;

/** Whole turns before the bottle settles, the rest chosen by the rng so spins differ. */
const minTurns = 3;
const extraTurns = 3;

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
export function remaining(state: Pick<BottleState, "seats" | "picked">): BottleSeat[] {
  return state.seats.filter((seat) => !state.picked.includes(seat.id));
}

/** Everyone has been picked: the next spin starts a new round. */
export function roundComplete(state: Pick<BottleState, "seats" | "picked">): boolean {
  return state.seats.length > 0 && remaining(state).length === 0;
}

/** The names this round has picked, in order. */
export function pickedNames(state: Pick<BottleState, "seats" | "picked">): string[] {
  return state.picked.map((id) => state.seats.find((seat) => seat.id === id)?.name ?? id);
}

function circleOf(table: GameTable): BottleSeat[] {
  return table.players.map(({ id, name }) => ({ id, name }));
}

function nameOf(table: GameTable, id: string): string | null {
  return table.players.find((player) => player.id === id)?.name ?? null;
}

/** A new circle: the table as it sits, nobody picked, the bottle pointing at the top. */
export function newCircle(table: GameTable, seed: number): BottleState {
  return {
    seats: circleOf(table),
    picked: [],
    round: 1,
    last: null,
    angle: 0,
    spins: 0,
    by: null,
    rngState: seed >>> 0,
  };
}

function spin(state: BottleState, by: string | null): BottleState {
  const rng = createRng(state.rngState);
  const turns = minTurns + rng.int(extraTurns);
  const counted = { spins: state.spins + 1, by };
  if (state.seats.length === 0) {
    const angle = landingAngle(state.angle, rng.next() * 360, turns);
    return { ...state, ...counted, last: { kind: "free" }, angle, rngState: rng.state() };
  }
  const fresh = roundComplete(state);
  const picked = fresh ? [] : state.picked;
  const chosen = rng.pick(remaining({ seats: state.seats, picked }));
  const seat = state.seats.indexOf(chosen);
  return {
    ...state,
    ...counted,
    picked: [...picked, chosen.id],
    round: fresh ? state.round + 1 : state.round,
    last: { kind: "player", id: chosen.id, name: chosen.name, seat },
    angle: landingAngle(state.angle, seatAngle(seat, state.seats.length), turns),
    rngState: rng.state(),
  };
}

function move(
  state: BottleState,
  playerId: string,
  played: BottleMove,
  table: GameTable,
): BottleState | Invalid {
  if (playerId !== table.hostId) return invalid("spinTheBottle.hostOnly");
  const stale = outOfStep(
    state,
    { made: played.spins, current: state.spins, isNext: true },
    "spinTheBottle.notSpunYet",
  );
  if (stale) return stale;
  return spin(state, nameOf(table, playerId));
}

/**
 * The circle is the table as it now sits (someone came, left or the phone's players changed).
 * Picks of people still seated count for the round; the last result stays only while the bottle
 * still faces that person.
 */
function seatsChanged(state: BottleState, table: GameTable): BottleState {
  const seats = circleOf(table);
  const last = state.last;
  const stillFacing =
    last !== null &&
    (last.kind === "free"
      ? seats.length === 0
      : seats.length === state.seats.length && seats[last.seat]?.id === last.id);
  return {
    ...state,
    seats,
    picked: state.picked.filter((id) => seats.some((seat) => seat.id === id)),
    last: stillFacing ? last : null,
  };
}

function view(state: BottleState, playerId: string, table: GameTable): BottleView {
  const { rngState: _secret, ...seen } = state;
  return {
    ...seen,
    spinner: nameOf(table, table.hostId),
    canSpin: playerId === table.hostId,
    chosen: state.last?.kind === "player" && state.last.id === playerId,
  };
}

export const rules: GameRules<BottleState, BottleMove, BottleView> = {
  moveSchema: spinTheBottleMoveSchema,
  // With nobody set up, one phone spins free.
  minPlayers: 0,
  maxPlayers,
  setup: newCircle,
  move,
  seatsChanged,
  view,
  isOver: () => false,
};

const pickSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("player"),
    id: z.string(),
    name: z.string(),
    seat: z.int().check(z.gte(0)),
  }),
  z.object({ kind: z.literal("free") }),
]);
const count = z.int().check(z.gte(0));
const stateSchema = z.object({
  seats: z
    .array(z.object({ id: z.string().check(z.minLength(1)), name: z.string() }))
    .check(z.maxLength(maxPlayers)),
  picked: z.array(z.string()).check(z.maxLength(maxPlayers)),
  round: z.int().check(z.gte(1)),
  last: z.nullable(pickSchema),
  // A zod number is always finite.
  angle: z.number().check(z.gte(0)),
  spins: count,
  by: z.nullable(z.string()),
  rngState: z.int().check(z.gte(0), z.lte(0xffffffff)),
});

/**
 * A saved circle read back (storage can hold anything, including a circle from an older
 * build): null unless everyone picked sits in it, once, and the bottle faces who it named.
 */
export function parseState(value: unknown): BottleState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state = parsed.data;
  const ids = state.seats.map((seat) => seat.id);
  if (new Set(ids).size !== ids.length) return null;
  if (new Set(state.picked).size !== state.picked.length) return null;
  if (!state.picked.every((id) => ids.includes(id))) return null;
  const last = state.last;
  if (last === null) return state;
  const faces =
    last.kind === "free"
      ? state.seats.length === 0
      : state.seats[last.seat]?.id === last.id &&
        state.seats[last.seat]?.name === last.name &&
        state.picked.includes(last.id);
  return faces && state.spins > 0 ? state : null;
}
