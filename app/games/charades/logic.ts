import { z } from "zod/mini";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import {
  checkpointTimer,
  pausedWhereSaved as pauseTimerWhereSaved,
  resumeTimer,
  startTimer,
  timeLeft,
  turnTimerSchema,
  type TurnTimer,
} from "#app/games/_engine/turn-timer.ts";

/**
 * Charades (docs/product-rules.md#charades): teams take turns; the team's actor sees a word or
 * phrase and acts it out against a timer; Correct scores a point for the team, Skip moves on
 * without one. Every team plays once per round; the game ends after the set number of rounds or
 * when the table taps "End game". Times are milliseconds from the caller's clock (`now`).
 */
export interface Team {
  /** "A"…"D": the board names it ("Team A"), so no display text lives in the rules. */
  id: string;
  /** Players in acting order; empty when the table hasn't named anyone. */
  members: string[];
  score: number;
  turnsPlayed: number;
}

export interface TurnScore {
  team: number;
  correct: number;
  skipped: number;
}

export interface CharadesOptions {
  teamCount: number;
  turnSeconds: number;
  rounds: number;
  players: readonly string[];
}

export interface CharadesState {
  teams: Team[];
  /** Index of the team on turn. */
  turn: number;
  /** 1-based; a round is every team playing once. */
  round: number;
  rounds: number;
  turnSeconds: number;
  phase: "ready" | "acting" | "turnOver" | "over";
  timer: TurnTimer | null;
  /** The turn being played, or the one that just ended. */
  current: TurnScore | null;
  endedBy: "rounds" | "endGame" | null;
}

const teamIds = ["A", "B", "C", "D"] as const;
export const minTeams = 2;
export const maxTeams = teamIds.length;
const defaultTurnSeconds = 60;
export const minTurnSeconds = 30;
export const maxTurnSeconds = 120;
const defaultRounds = 3;
export const minRounds = 1;
export const maxRounds = 10;

const defaultOptions: CharadesOptions = {
  teamCount: minTeams,
  turnSeconds: defaultTurnSeconds,
  rounds: defaultRounds,
  players: [],
};

function inRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Why these options can't make a game, or null when they can. */
function optionsProblem(options: CharadesOptions): string | null {
  if (!inRange(options.teamCount, minTeams, maxTeams)) {
    return `Play with ${minTeams}–${maxTeams} teams`;
  }
  if (!inRange(options.turnSeconds, minTurnSeconds, maxTurnSeconds)) {
    return `The turn timer is ${minTurnSeconds}–${maxTurnSeconds} whole seconds`;
  }
  if (!inRange(options.rounds, minRounds, maxRounds)) {
    return `Play ${minRounds}–${maxRounds} rounds`;
  }
  return null;
}

/**
 * Named players are dealt round the table into the teams (first to A, second to B, …), so
 * neighbours end up on different teams and sizes differ by at most one. With fewer than
 * two players a team (no one left to guess), the teams stay unnamed: "Team A", "Team B".
 */
export function splitIntoTeams(players: readonly string[], teamCount: number): string[][] {
  const teams = Array.from({ length: teamCount }, (): string[] => []);
  if (players.length < teamCount * 2) return teams;
  players.forEach((name, index) => teams[index % teamCount]?.push(name));
  return teams;
}

export function setup(options: Partial<CharadesOptions> = {}): CharadesState {
  const merged = { ...defaultOptions, ...options };
  const chosen = optionsProblem(merged) === null ? merged : defaultOptions;
  const members = splitIntoTeams(chosen.players, chosen.teamCount);
  return {
    teams: members.map((names, index) => ({
      id: teamIds[index] ?? String(index + 1),
      members: names,
      score: 0,
      turnsPlayed: 0,
    })),
    turn: 0,
    round: 1,
    rounds: chosen.rounds,
    turnSeconds: chosen.turnSeconds,
    phase: "ready",
    timer: null,
    current: null,
    endedBy: null,
  };
}

/** True once the first turn has begun; teams and settings are fixed from then on. */
export function hasStarted(state: CharadesState): boolean {
  return state.phase !== "ready" || state.round > 1 || state.turn > 0;
}

export function optionsOf(state: CharadesState, players: readonly string[]): CharadesOptions {
  return {
    teamCount: state.teams.length,
    turnSeconds: state.turnSeconds,
    rounds: state.rounds,
    players,
  };
}

/** New teams, timer or number of rounds, allowed before the first turn. */
export function configure(state: CharadesState, options: CharadesOptions): CharadesState | Invalid {
  if (hasStarted(state)) return invalid("Settings are fixed once the game has started");
  const problem = optionsProblem(options);
  if (problem) return invalid(problem);
  return setup(options);
}

export function teamOnTurn(state: CharadesState): Team {
  const team = state.teams[state.turn];
  if (!team) throw new RangeError("No team on turn");
  return team;
}

/** The team's actor this turn: its members take turns acting; null for unnamed teams. */
export function actor(state: CharadesState): string | null {
  const team = teamOnTurn(state);
  return team.members[team.turnsPlayed % Math.max(team.members.length, 1)] ?? null;
}

export function remainingMs(state: CharadesState, now: number): number {
  return state.timer ? timeLeft(state.timer, now) : state.turnSeconds * 1000;
}

export function isPaused(state: CharadesState): boolean {
  return state.phase === "acting" && state.timer?.since === null;
}

/** Resumes a paused turn's clock at the time it had left. */
export function resumeTurn(state: CharadesState, now: number): CharadesState | Invalid {
  if (!isPaused(state) || !state.timer) return invalid("The clock is not paused");
  return { ...state, timer: resumeTimer(state.timer, now) };
}

/**
 * The running clock restated from `now` once a whole second has gone, so a saved turn
 * knows its time left to the second; the same state otherwise.
 */
export function checkpoint(state: CharadesState, now: number): CharadesState {
  if (state.phase !== "acting" || !state.timer) return state;
  const timer = checkpointTimer(state.timer, now);
  return timer === state.timer ? state : { ...state, timer };
}

/**
 * A turn saved with its clock running, opened again where that clock means nothing (a
 * reload, another tab): paused at the time it had left when it was last saved.
 */
export function pausedWhereSaved(state: CharadesState): CharadesState {
  if (!state.timer || state.timer.since === null) return state;
  return { ...state, timer: pauseTimerWhereSaved(state.timer) };
}

/** The actor has the word: the team's clock starts. */
export function startTurn(state: CharadesState, now: number): CharadesState | Invalid {
  if (state.phase !== "ready") return invalid("A turn can only start when a team is ready");
  return {
    ...state,
    phase: "acting",
    timer: startTimer(state.turnSeconds * 1000, now),
    current: { team: state.turn, correct: 0, skipped: 0 },
  };
}

function isFinalTurn(state: CharadesState): boolean {
  return state.round >= state.rounds && state.turn === state.teams.length - 1;
}

/** The turn is over: it counts as played; after the last team's turn of the last round, the game is over. */
function finishTurn(state: CharadesState, endedBy: "time" | "endGame"): CharadesState {
  const teams = state.teams.map((team, index) =>
    index === state.turn ? { ...team, turnsPlayed: team.turnsPlayed + 1 } : team,
  );
  if (endedBy === "endGame") return { ...state, teams, timer: null, phase: "over", endedBy };
  const over = isFinalTurn(state);
  return {
    ...state,
    teams,
    timer: null,
    phase: over ? "over" : "turnOver",
    endedBy: over ? "rounds" : null,
  };
}

/** The clock ran out. Before the deadline (or outside a turn) nothing changes, so call it on every tick. */
export function timeUp(state: CharadesState, now: number): CharadesState {
  if (state.phase !== "acting" || isPaused(state) || remainingMs(state, now) > 0) return state;
  return finishTurn(state, "time");
}

function scoreTurn(
  state: CharadesState,
  now: number,
  outcome: "correct" | "skipped",
): CharadesState | Invalid {
  if (state.phase !== "acting" || !state.current) return invalid("No turn is being played");
  if (isPaused(state)) return invalid("The clock is paused");
  // A guess after the deadline is too late: the turn already ended on time.
  if (remainingMs(state, now) <= 0) return finishTurn(state, "time");
  const current = { ...state.current, [outcome]: state.current[outcome] + 1 };
  const teams =
    outcome === "correct"
      ? state.teams.map((team, index) =>
          index === state.turn ? { ...team, score: team.score + 1 } : team,
        )
      : state.teams;
  return { ...state, teams, current };
}

/** The team guessed the word: one point, and the actor gets the next word. */
export function correct(state: CharadesState, now: number): CharadesState | Invalid {
  return scoreTurn(state, now, "correct");
}

/** The team passes on the word: no point, the actor gets the next word. */
export function skip(state: CharadesState, now: number): CharadesState | Invalid {
  return scoreTurn(state, now, "skipped");
}

/** Passes the phone to the next team's actor; after the last team a new round begins. */
export function nextTurn(state: CharadesState): CharadesState | Invalid {
  if (state.phase !== "turnOver") return invalid("The current turn isn't over");
  const turn = (state.turn + 1) % state.teams.length;
  return {
    ...state,
    turn,
    round: turn === 0 ? state.round + 1 : state.round,
    phase: "ready",
    current: null,
  };
}

/** The table stops early; a turn in progress keeps the points it scored. */
export function endGame(state: CharadesState): CharadesState | Invalid {
  if (state.phase === "over") return invalid("The game is already over");
  if (state.phase === "acting") return finishTurn(state, "endGame");
  return { ...state, timer: null, phase: "over", endedBy: "endGame" };
}

export function isOver(state: CharadesState): boolean {
  return state.phase === "over";
}

/** The team(s) with the most points; more than one means a tie. Empty until the game is over. */
export function winners(state: CharadesState): Team[] {
  if (!isOver(state)) return [];
  const best = Math.max(...state.teams.map((team) => team.score));
  return state.teams.filter((team) => team.score === best);
}

/** A fresh game with the same teams and settings. */
export function rematch(state: CharadesState): CharadesState {
  return {
    ...state,
    teams: state.teams.map((team) => ({ ...team, score: 0, turnsPlayed: 0 })),
    turn: 0,
    round: 1,
    phase: "ready",
    timer: null,
    current: null,
    endedBy: null,
  };
}

const count = z.int().check(z.gte(0));
const charadesStateSchema = z
  .object({
    teams: z
      .array(
        z.object({
          id: z.string().check(z.minLength(1)),
          members: z.array(z.string()).check(z.maxLength(64)),
          score: count,
          turnsPlayed: count,
        }),
      )
      .check(z.minLength(minTeams), z.maxLength(maxTeams)),
    turn: count,
    round: z.int().check(z.gte(1)),
    rounds: z.int().check(z.gte(minRounds), z.lte(maxRounds)),
    turnSeconds: z.int().check(z.gte(minTurnSeconds), z.lte(maxTurnSeconds)),
    phase: z.enum(["ready", "acting", "turnOver", "over"]),
    timer: z.nullable(turnTimerSchema(minTurnSeconds * 1000, maxTurnSeconds * 1000)),
    current: z.nullable(z.object({ team: count, correct: count, skipped: count })),
    endedBy: z.nullable(z.enum(["rounds", "endGame"])),
  })
  .check(
    z.refine(
      (state) =>
        state.turn < state.teams.length &&
        state.round <= state.rounds + 1 &&
        (state.current === null || state.current.team < state.teams.length) &&
        (state.phase === "acting") === (state.timer !== null) &&
        (state.phase !== "acting" || state.current !== null) &&
        (state.phase === "over") === (state.endedBy !== null),
    ),
  );

/** A saved game, checked before it is played on; anything else (an older shape) is null. */
export function parseCharadesState(value: unknown): CharadesState | null {
  const parsed = charadesStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
