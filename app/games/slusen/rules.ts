import { z } from "zod/mini";
import { cappedDrink } from "#app/games/_engine/drink-caps.ts";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { unitOf, type DrinkUnit } from "#app/games/_engine/room-drinks.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import {
  otherTeam,
  playsFor,
  teamNames,
  teamOf,
  teamsFor,
  teamsWith,
  type TeamIndex,
  type TeamSeat,
} from "#app/games/_engine/room-teams.ts";

/**
 * The Line, Slusen's beer pong (docs/product-rules.md#the-line), as one rule set
 * (docs/decisions/034-one-rule-set.md). Each team defends six cups standing in a straight line.
 * Only a ball in the front cup (the one nearest the thrower) removes it; a ball in any other cup
 * moves that cup to the front. The first team to clear the other side's line wins, and each loser
 * takes a sip for every cup the winners still have standing, at most three.
 *
 * On one phone the two seats are the two teams; in a room each player's phone plays for their
 * team, and the throwing team's phones tap where the ball landed.
 */
export type { TeamIndex } from "#app/games/_engine/room-teams.ts";

export const cupsPerLine = 6;
export const minThrowsPerTurn = 1;
export const maxThrowsPerTurn = 2;
export const minSlusenPlayers = 2;
export const maxSlusenPlayers = 8;

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
  /** Who plays for which team. */
  members: TeamSeat[];
  /** Moves taken so far: a move names the count it was made on. */
  step: number;
}

const stepSchema = z.int().check(z.gte(0));

/**
 * Every move names the step it was made on (the view's `step`), so a tap that crosses another
 * phone's on the way (two phones tapping the same ball) can't land on a table its player never saw.
 */
export const slusenMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("hit"), step: stepSchema, position: z.int() }),
  z.object({ type: z.literal("miss"), step: stepSchema }),
  z.object({ type: z.literal("undo"), step: stepSchema }),
  z.object({ type: z.literal("throws"), step: stepSchema, count: z.int() }),
  z.object({ type: z.literal("rematch"), step: stepSchema }),
]);

export type SlusenMove = z.infer<typeof slusenMoveSchema>;

function freshLine(): number[] {
  return Array.from({ length: cupsPerLine }, (_, index) => index + 1);
}

function freshLines(
  throwsPerTurn: number,
  turn: TeamIndex,
): LineSnapshot & {
  throwsPerTurn: number;
  winner: null;
  lastShot: null;
  history: [];
} {
  return {
    lines: [freshLine(), freshLine()],
    turn,
    throwsLeft: throwsPerTurn,
    throwsPerTurn,
    winner: null,
    lastShot: null,
    history: [],
  };
}

function start(table: GameTable): SlusenState {
  return { ...freshLines(minThrowsPerTurn, 0), members: teamsFor(table), step: 0 };
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
    : { turn: otherTeam(state.turn), throwsLeft: state.throwsPerTurn };
}

/** A ball landed in the cup at `position` (0 is the front) of the other team's line. */
function hit(state: SlusenState, position: number): SlusenState | Invalid {
  if (state.winner !== null) return invalid("slusen.over");
  const defender = otherTeam(state.turn);
  const line = state.lines[defender];
  const cup = line[position];
  if (!Number.isInteger(position) || cup === undefined) return invalid("slusen.noCup");
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
function miss(state: SlusenState): SlusenState | Invalid {
  if (state.winner !== null) return invalid("slusen.over");
  return {
    ...state,
    ...afterThrow(state),
    lastShot: { team: state.turn, cup: null, result: "missed" },
    history: [...state.history, snapshot(state)],
  };
}

/** The team that threw the last shot, which may take it back. */
function lastThrower(state: SlusenState): TeamIndex | null {
  return state.history.at(-1)?.position.turn ?? null;
}

/** Takes back the last shot (a wrong tap, or a ball that bounced out after all). */
function undo(state: SlusenState): SlusenState | Invalid {
  const previous = state.history.at(-1);
  if (!previous) return invalid("slusen.nothingToUndo");
  return {
    ...state,
    ...previous.position,
    winner: null,
    lastShot: previous.lastShot,
    history: state.history.slice(0, -1),
  };
}

/** Balls per turn, set only before the first throw. */
function setThrowsPerTurn(state: SlusenState, throwsPerTurn: number): SlusenState | Invalid {
  if (state.history.length > 0) return invalid("slusen.throwsFixed");
  if (
    !Number.isInteger(throwsPerTurn) ||
    throwsPerTurn < minThrowsPerTurn ||
    throwsPerTurn > maxThrowsPerTurn
  ) {
    return invalid("slusen.throwsRange", { min: minThrowsPerTurn, max: maxThrowsPerTurn });
  }
  return { ...state, throwsPerTurn, throwsLeft: throwsPerTurn };
}

/**
 * What each loser takes: a sip for every cup the winners still have standing, as one drink, so
 * never more than a drink's cap (a clean sweep would otherwise be six).
 */
export function losersDrink(state: Pick<SlusenState, "winner" | "lines">): number {
  return state.winner === null ? 0 : cappedDrink(state.lines[state.winner].length);
}

function move(state: SlusenState, playerId: string, played: SlusenMove): SlusenState | Invalid {
  if (teamOf(state.members, playerId) === null) return invalid("notPlaying");
  const stale = outOfStep(
    state,
    { made: played.step, current: state.step, isNext: played.type === "rematch" },
    "slusen.tableChanged",
  );
  if (stale) return stale;
  const next = (() => {
    switch (played.type) {
      case "hit":
      case "miss":
        if (state.winner !== null) return invalid("slusen.over");
        if (!playsFor(state.members, state.turn, playerId))
          return invalid("slusen.otherTeamThrows");
        return played.type === "hit" ? hit(state, played.position) : miss(state);
      case "undo": {
        const thrower = lastThrower(state);
        if (thrower !== null && !playsFor(state.members, thrower, playerId)) {
          return invalid("slusen.otherTeamUndoes");
        }
        return undo(state);
      }
      case "throws":
        return setThrowsPerTurn(state, played.count);
      case "rematch":
        // Both lines set up again, same balls per turn; the losers of the last game throw first.
        if (state.winner === null) return invalid("slusen.notOver");
        return { ...state, ...freshLines(state.throwsPerTurn, otherTeam(state.winner)) };
    }
  })();
  if (isInvalid(next)) return next;
  return { ...next, step: state.step + 1 };
}

function seatsChanged(state: SlusenState, table: GameTable): SlusenState {
  return { ...state, members: teamsWith(state.members, table) };
}

export interface SlusenView extends LineSnapshot {
  throwsPerTurn: number;
  winner: TeamIndex | null;
  lastShot: LastShot | null;
  /** What moves send back as `step`. */
  step: number;
  /** Shots that can be taken back. */
  shots: number;
  /** Each team's players, in the order they sat down (on one phone, nobody's names). */
  teams: [string[], string[]];
  myTeam: TeamIndex | null;
  /** This phone taps where the ball landed now. */
  myThrow: boolean;
  /** This phone may take the last shot back. */
  myUndo: boolean;
  /** What the losers drink, once there is a winner, in the room's unit. */
  losersDrink: number;
  losersUnit: DrinkUnit;
  /** What this phone's player takes as a loser, in their unit. */
  mine: { count: number; unit: DrinkUnit } | null;
}

function view(state: SlusenState, playerId: string, table: GameTable): SlusenView {
  const myTeam = teamOf(state.members, playerId);
  const thrower = lastThrower(state);
  const drink = losersDrink(state);
  const me = table.players.find((player) => player.id === playerId);
  const lost = state.winner !== null && myTeam === otherTeam(state.winner);
  return {
    lines: state.lines,
    turn: state.turn,
    throwsLeft: state.throwsLeft,
    throwsPerTurn: state.throwsPerTurn,
    winner: state.winner,
    lastShot: state.lastShot,
    step: state.step,
    shots: state.history.length,
    teams: teamNames(state.members),
    myTeam,
    myThrow: state.winner === null && playsFor(state.members, state.turn, playerId),
    myUndo: thrower !== null && playsFor(state.members, thrower, playerId),
    losersDrink: drink,
    losersUnit: table.alcoholFree ? "points" : "sips",
    mine: lost && drink > 0 ? { count: drink, unit: unitOf(me, table) } : null,
  };
}

export const rules: GameRules<SlusenState, SlusenMove, SlusenView> = {
  moveSchema: slusenMoveSchema,
  minPlayers: minSlusenPlayers,
  maxPlayers: maxSlusenPlayers,
  setup: start,
  move,
  seatsChanged,
  view,
  isOver: (state) => state.winner !== null,
};

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
  members: z
    .array(z.object({ id: z.string(), name: z.string(), team }))
    .check(z.maxLength(maxSlusenPlayers * 4)),
  step: stepSchema,
});

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
export function parseSlusenState(value: unknown): SlusenState | null {
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
      : first !== second && state.lines[otherTeam(state.winner)].length === 0;
  return outcomeFits ? state : null;
}
