import { z } from "zod/mini";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";

/**
 * The Line, Slusen's beer pong (docs/product-rules.md#the-line). Each team defends six cups
 * standing in a straight line. Only a ball in the front cup (the one nearest the thrower) removes
 * it; a ball in any other cup moves that cup to the front. The first team to clear the other side's
 * line wins, and the losers drink the cups the winners still have standing.
 */
export type TeamIndex = 0 | 1;

export const cupsPerLine = 6;
export const minThrowsPerTurn = 1;
export const maxThrowsPerTurn = 2;

export interface LineSnapshot {
  /** `lines[t]` is team t's own line, front cup first; cups keep their number 1–6 as they move. */
  lines: [number[], number[]];
  turn: TeamIndex;
  throwsLeft: number;
}

export type ShotResult = "removed" | "moved" | "missed";

export interface LastShot {
  team: TeamIndex;
  cup: number | null;
  result: ShotResult;
}

export interface SlusenState extends LineSnapshot {
  throwsPerTurn: number;
  winner: TeamIndex | null;
  lastShot: LastShot | null;
  /** Every position before a shot, oldest first, so shots can be taken back one by one. */
  history: { position: LineSnapshot; lastShot: LastShot | null }[];
}

function freshLine(): number[] {
  return Array.from({ length: cupsPerLine }, (_, index) => index + 1);
}

export function setup(throwsPerTurn = minThrowsPerTurn): SlusenState {
  const throws =
    Number.isInteger(throwsPerTurn) &&
    throwsPerTurn >= minThrowsPerTurn &&
    throwsPerTurn <= maxThrowsPerTurn
      ? throwsPerTurn
      : minThrowsPerTurn;
  return {
    lines: [freshLine(), freshLine()],
    turn: 0,
    throwsLeft: throws,
    throwsPerTurn: throws,
    winner: null,
    lastShot: null,
    history: [],
  };
}

export function other(team: TeamIndex): TeamIndex {
  return team === 0 ? 1 : 0;
}

/** Balls per turn, allowed only before the first throw. */
export function setThrowsPerTurn(state: SlusenState, throwsPerTurn: number): SlusenState | Invalid {
  if (state.history.length > 0) return invalid("Throws per turn are fixed once play has started");
  if (
    !Number.isInteger(throwsPerTurn) ||
    throwsPerTurn < minThrowsPerTurn ||
    throwsPerTurn > maxThrowsPerTurn
  ) {
    return invalid(`Each team throws ${minThrowsPerTurn}–${maxThrowsPerTurn} balls a turn`);
  }
  return setup(throwsPerTurn);
}

function snapshot(state: SlusenState): { position: LineSnapshot; lastShot: LastShot | null } {
  return {
    position: {
      lines: [[...state.lines[0]], [...state.lines[1]]],
      turn: state.turn,
      throwsLeft: state.throwsLeft,
    },
    lastShot: state.lastShot,
  };
}

/** One ball used: the turn passes once the team has thrown all of its balls. */
function afterThrow(state: SlusenState): Pick<SlusenState, "turn" | "throwsLeft"> {
  return state.throwsLeft > 1
    ? { turn: state.turn, throwsLeft: state.throwsLeft - 1 }
    : { turn: other(state.turn), throwsLeft: state.throwsPerTurn };
}

/** A ball landed in the cup at `position` (0 is the front) of the other team's line. */
export function hit(state: SlusenState, position: number): SlusenState | Invalid {
  if (state.winner !== null) return invalid("The game is over");
  const defender = other(state.turn);
  const line = state.lines[defender];
  const cup = line[position];
  if (!Number.isInteger(position) || cup === undefined) return invalid("There is no cup there");
  const removed = position === 0;
  const nextLine = removed
    ? line.slice(1)
    : [cup, ...line.filter((_, index) => index !== position)];
  const lines: [number[], number[]] =
    defender === 0 ? [nextLine, state.lines[1]] : [state.lines[0], nextLine];
  const lastShot: LastShot = { team: state.turn, cup, result: removed ? "removed" : "moved" };
  const history = [...state.history, snapshot(state)];
  if (nextLine.length === 0) {
    return { ...state, lines, winner: state.turn, lastShot, history };
  }
  return { ...state, ...afterThrow(state), lines, lastShot, history };
}

/** The ball missed every cup. */
export function miss(state: SlusenState): SlusenState | Invalid {
  if (state.winner !== null) return invalid("The game is over");
  return {
    ...state,
    ...afterThrow(state),
    lastShot: { team: state.turn, cup: null, result: "missed" },
    history: [...state.history, snapshot(state)],
  };
}

/** Takes back the last shot (a wrong tap, or a ball that bounced out after all). */
export function undo(state: SlusenState): SlusenState | Invalid {
  const previous = state.history.at(-1);
  if (!previous) return invalid("There is no shot to take back");
  return {
    ...state,
    ...previous.position,
    winner: null,
    lastShot: previous.lastShot,
    history: state.history.slice(0, -1),
  };
}

export function isOver(state: SlusenState): boolean {
  return state.winner !== null;
}

/** What the losing team drinks: one cup for every cup the winners still have standing. */
export function losersDrink(state: SlusenState): number {
  return state.winner === null ? 0 : state.lines[state.winner].length;
}

/** Both lines set up again, same throws per turn; the losers of the last game throw first. */
export function rematch(state: SlusenState): SlusenState {
  const fresh = setup(state.throwsPerTurn);
  return state.winner === null ? fresh : { ...fresh, turn: other(state.winner) };
}

const team = z.union([z.literal(0), z.literal(1)]);
const line = z.array(z.int().check(z.gte(1), z.lte(cupsPerLine))).check(z.maxLength(cupsPerLine));
const lastShotSchema = z.nullable(
  z.object({
    team,
    cup: z.nullable(z.int().check(z.gte(1), z.lte(cupsPerLine))),
    result: z.enum(["removed", "moved", "missed"]),
  }),
);
const positionSchema = z.object({
  lines: z.tuple([line, line]),
  turn: team,
  throwsLeft: z.int().check(z.gte(1), z.lte(maxThrowsPerTurn)),
});
const stateSchema = z.extend(positionSchema, {
  throwsPerTurn: z.int().check(z.gte(minThrowsPerTurn), z.lte(maxThrowsPerTurn)),
  winner: z.nullable(team),
  lastShot: lastShotSchema,
  history: z
    .array(z.object({ position: positionSchema, lastShot: lastShotSchema }))
    .check(z.maxLength(500)),
});

/** A fresh game with the same throws per turn: "New game" keeps the table's choice. */
export function newGame(state: SlusenState): SlusenState {
  return setup(state.throwsPerTurn);
}

function consistent(position: LineSnapshot, throwsPerTurn: number): boolean {
  return (
    position.throwsLeft <= throwsPerTurn &&
    position.lines.every((cups) => new Set(cups).size === cups.length)
  );
}

/**
 * A saved game read back (storage can hold anything, including a game from an older
 * build): null unless it is a whole game that play could have reached.
 */
export function parseState(value: unknown): SlusenState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state = parsed.data;
  if (!consistent(state, state.throwsPerTurn)) return null;
  if (!state.history.every((entry) => consistent(entry.position, state.throwsPerTurn))) {
    return null;
  }
  // A game is won exactly when one line is empty, and the winners are the other side.
  const [first, second] = state.lines.map((cups) => cups.length === 0);
  const outcomeFits =
    state.winner === null
      ? !first && !second
      : first !== second && state.lines[other(state.winner)].length === 0;
  return outcomeFits ? state : null;
}
