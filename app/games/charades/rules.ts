import { z } from "zod/mini";
import { drawCard, newDeck, suitsTable, type DeckState } from "#app/games/_engine/deck.ts";
import { deckStateSchema } from "#app/games/_engine/deck-schema.ts";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers } from "#app/games/_engine/players.ts";
import { promptMemorySize, remember } from "#app/games/_engine/prompt-picker.ts";
import { outOfStep } from "#app/games/_engine/room-moves.ts";
import { isSeated } from "#app/games/_engine/room-seating.ts";
import { teamsOfSeated, teamsWithNewcomers } from "#app/games/_engine/room-teams.ts";

/**
 * Charades (docs/product-rules.md#charades), one rule set for one phone and a room
 * (docs/decisions/034-one-rule-set.md). Teams take turns; the team's actor sees a word from the
 * game's packs and acts it out against the clock; Correct scores a point for the team, Skip
 * moves on without one. Every team plays once a round; the game ends after the set number of
 * rounds or when the table ends it.
 *
 * Named players are dealt round the table into the teams, and take turns acting within their
 * team. With fewer than two players a team the teams stay unnamed, and whoever takes the turn
 * acts. In a room only the actor's phone shows the word; the actor or the host marks Correct and
 * Skip. The clock is a deadline (`endsAt`) from the table's clock, so a reload, another tab or a
 * restarted server shows the same word with the time it really has left.
 */

const teamIds = ["A", "B", "C", "D"] as const;
export const minTeams = 2;
export const maxTeams = teamIds.length;
export const minTurnSeconds = 30;
export const maxTurnSeconds = 120;
export const minRounds = 1;
export const maxRounds = 10;

export interface Seat {
  id: string;
  name: string;
}

export interface Team {
  /** "A"…"D": the board names it ("Team A"), so no display text lives in the rules. */
  id: string;
  /** Players in acting order; empty when the table hasn't named two a team. */
  members: Seat[];
  score: number;
  turnsPlayed: number;
}

export interface Settings {
  teamCount: number;
  turnSeconds: number;
  rounds: number;
}

export const defaultSettings: Settings = { teamCount: minTeams, turnSeconds: 60, rounds: 3 };

export interface TurnScore {
  team: number;
  correct: number;
  skipped: number;
}

export interface CharadesState {
  teams: Team[];
  /** Index of the team on turn. */
  turn: number;
  /** Turns begun before this one, over the whole game: moves name it, so stale taps miss. */
  turnCount: number;
  /** 1-based; a round is every team playing once. */
  round: number;
  rounds: number;
  turnSeconds: number;
  phase: "ready" | "acting" | "turnOver" | "over";
  /** Who acts this turn, once it has begun. */
  actor: Seat | null;
  /** When the turn's clock runs out, in the table's epoch milliseconds; set while acting. */
  endsAt: number | null;
  /** The turn being played, or the one that just ended. */
  current: TurnScore | null;
  endedBy: "rounds" | "endGame" | null;
  /** The word on the card is `deck.current`; `deck.drawn` counts them, so a mark hits one word. */
  deck: DeckState;
}

const turnSchema = z.int().check(z.gte(0));
const cardSchema = z.int().check(z.gte(0));

export const charadesMoveSchema = z.discriminatedUnion("type", [
  /** Teams, clock and rounds, before the first turn. */
  z.object({
    type: z.literal("settings"),
    teamCount: z.int().check(z.gte(minTeams), z.lte(maxTeams)),
    turnSeconds: z.int().check(z.gte(minTurnSeconds), z.lte(maxTurnSeconds)),
    rounds: z.int().check(z.gte(minRounds), z.lte(maxRounds)),
  }),
  /** The actor has the word: the team's clock starts. */
  z.object({ type: z.literal("start"), turn: turnSchema }),
  z.object({ type: z.literal("correct"), card: cardSchema }),
  z.object({ type: z.literal("skip"), card: cardSchema }),
  /** Another word without scoring (the actor doesn't know this one). */
  z.object({ type: z.literal("another"), card: cardSchema }),
  /** The clock says the turn is over; refused while the table's clock still has time. */
  z.object({ type: z.literal("timeUp"), turn: turnSchema }),
  /** The next team's turn. */
  z.object({ type: z.literal("next"), turn: turnSchema }),
  z.object({ type: z.literal("end") }),
  /** A new game after the last: the same teams and settings, scores cleared. */
  z.object({ type: z.literal("rematch") }),
]);

export type CharadesMove = z.infer<typeof charadesMoveSchema>;

export interface CharadesView {
  /** What turn moves send back as `turn`. */
  turn: number;
  /** What word moves send back as `card`. */
  card: number;
  phase: CharadesState["phase"];
  round: number;
  rounds: number;
  turnSeconds: number;
  teams: { id: string; members: string[]; score: number }[];
  /** Index of the team on turn. */
  onTurn: number;
  /** Who acts: once the turn has begun, or who is up next; null while anyone may take it. */
  actor: Seat | null;
  amActor: boolean;
  /** This phone may start the turn: the actor's, the host's, or anyone's when nobody is named. */
  canStart: boolean;
  /** This phone may mark Correct and Skip: the actor's and the host's. */
  canMark: boolean;
  /** The word: on the actor's phone while acting; on every phone once the turn is over. */
  word: string | null;
  /** Time left on the table's clock when this view was made; null outside a turn. */
  msLeft: number | null;
  current: { correct: number; skipped: number } | null;
  started: boolean;
  endedBy: CharadesState["endedBy"];
  /** The team ids on top once the game is over; more than one is a tie. */
  winners: string[];
}

/**
 * Named players are dealt round the table into the teams (first to A, second to B, …), so
 * neighbours end up on different teams and sizes differ by at most one. With fewer than two
 * players a team (no one left to guess), the teams stay unnamed: "Team A", "Team B".
 */
export function splitIntoTeams<T>(players: readonly T[], teamCount: number): T[][] {
  const teams = Array.from({ length: teamCount }, (): T[] => []);
  if (players.length < teamCount * 2) return teams;
  players.forEach((player, index) => teams[index % teamCount]?.push(player));
  return teams;
}

function seatsOf(table: GameTable): Seat[] {
  return table.players.map(({ id, name }) => ({ id, name }));
}

function teamsFor(table: GameTable, teamCount: number): Team[] {
  return splitIntoTeams(seatsOf(table), teamCount).map((members, index) => ({
    id: teamIds[index] ?? String(index + 1),
    members,
    score: 0,
    turnsPlayed: 0,
  }));
}

/** The next word from the table's packs, or the deck as it was when they have none. */
function deal(deck: DeckState, table: GameTable): DeckState {
  const dealt = drawCard(deck, {
    packs: table.packs,
    switches: table.switches,
    players: table.players.map((player) => player.name),
  });
  return dealt.current ? dealt : { ...deck, current: null };
}

/**
 * A new game at the table with `settings`, dealing from `deck`: its card stays when it suits the
 * table (one phone brings the card the server dealt into the page), otherwise a fresh one.
 */
export function newGame(
  table: GameTable,
  deck: DeckState,
  settings: Settings = defaultSettings,
): CharadesState | Invalid {
  const card = deck.current;
  const options = {
    packs: table.packs,
    switches: table.switches,
    players: table.players.map((player) => player.name),
    memory: deck.memory,
  };
  const dealt =
    card && card.kind !== "cured" && suitsTable(card, options)
      ? { ...deck, memory: remember(deck.memory, card.id) }
      : deal({ ...deck, current: null, memory: deck.memory.slice(-promptMemorySize) }, table);
  if (!dealt.current) return invalid("noCards");
  return {
    teams: teamsFor(table, settings.teamCount),
    turn: 0,
    turnCount: 0,
    round: 1,
    rounds: settings.rounds,
    turnSeconds: settings.turnSeconds,
    phase: "ready",
    actor: null,
    endsAt: null,
    current: null,
    endedBy: null,
    deck: dealt,
  };
}

export function settingsOf(state: CharadesState): Settings {
  return { teamCount: state.teams.length, turnSeconds: state.turnSeconds, rounds: state.rounds };
}

/** True once the first turn has begun; teams and settings are fixed from then on. */
export function hasStarted(state: CharadesState): boolean {
  return state.phase !== "ready" || state.turnCount > 0;
}

export function teamOnTurn(state: CharadesState): Team {
  const team = state.teams[state.turn];
  if (!team) throw new RangeError("No team on turn");
  return team;
}

/** Who acts this turn: once it has begun, whoever took it; before, the team's next in line. */
export function actorOf(state: CharadesState): Seat | null {
  if (state.actor) return state.actor;
  const team = teamOnTurn(state);
  return team.members[team.turnsPlayed % Math.max(team.members.length, 1)] ?? null;
}

function isFinalTurn(state: CharadesState): boolean {
  return state.round >= state.rounds && state.turn === state.teams.length - 1;
}

/** The turn is over: it counts as played; after the last team's turn of the last round, the game is over. */
function finishTurn(state: CharadesState, endedBy: "time" | "endGame"): CharadesState {
  const teams = state.teams.map((team, index) =>
    index === state.turn ? { ...team, turnsPlayed: team.turnsPlayed + 1 } : team,
  );
  const over = endedBy === "endGame" || isFinalTurn(state);
  return {
    ...state,
    teams,
    endsAt: null,
    phase: over ? "over" : "turnOver",
    endedBy: endedBy === "endGame" ? "endGame" : over ? "rounds" : null,
  };
}

function isHost(table: GameTable, playerId: string): boolean {
  return playerId === table.hostId;
}

function mark(
  state: CharadesState,
  outcome: "correct" | "skipped",
  table: GameTable,
): CharadesState {
  // A mark after the deadline is too late: the turn already ended on time.
  if (state.endsAt === null || table.now >= state.endsAt) return finishTurn(state, "time");
  const current = state.current ?? { team: state.turn, correct: 0, skipped: 0 };
  const teams =
    outcome === "correct"
      ? state.teams.map((team, index) =>
          index === state.turn ? { ...team, score: team.score + 1 } : team,
        )
      : state.teams;
  return {
    ...state,
    teams,
    current: { ...current, [outcome]: current[outcome] + 1 },
    deck: deal(state.deck, table),
  };
}

function move(
  state: CharadesState,
  playerId: string,
  played: CharadesMove,
  table: GameTable,
): CharadesState | Invalid {
  // A phone whose table named nobody plays as nobody in particular.
  if (table.players.length > 0 && !isSeated(table, playerId)) return invalid("notPlaying");
  const actor = actorOf(state);
  const mayMark = isHost(table, playerId) || actor === null || actor.id === playerId;

  switch (played.type) {
    case "settings": {
      if (!isHost(table, playerId)) return invalid("charades.hostSets");
      if (hasStarted(state)) return invalid("charades.settingsFixed");
      const { teamCount, turnSeconds, rounds } = played;
      return { ...state, teams: teamsFor(table, teamCount), turnSeconds, rounds };
    }
    case "start": {
      const stale = outOfStep(
        state,
        { made: played.turn, current: state.turnCount, isNext: false },
        "charades.turnChanged",
      );
      if (stale) return stale;
      if (state.phase !== "ready") return invalid("charades.notReady");
      if (!mayMark) return invalid("notYourTurn");
      if (!state.deck.current) return invalid("noCards");
      const seat = table.players.find((player) => player.id === playerId);
      return {
        ...state,
        phase: "acting",
        actor: actor ?? (seat ? { id: seat.id, name: seat.name } : null),
        endsAt: table.now + state.turnSeconds * 1000,
        current: { team: state.turn, correct: 0, skipped: 0 },
      };
    }
    case "correct":
    case "skip":
    case "another": {
      if (state.phase !== "acting") return invalid("charades.notActing");
      if (!mayMark) return invalid("charades.actorMarks", { name: actor?.name ?? "" });
      if (played.card !== state.deck.drawn) return invalid("cardChanged");
      if (played.type === "another") {
        if (state.endsAt === null || table.now >= state.endsAt) return finishTurn(state, "time");
        return { ...state, deck: deal(state.deck, table) };
      }
      return mark(state, played.type === "correct" ? "correct" : "skipped", table);
    }
    case "timeUp": {
      const stale = outOfStep(
        state,
        { made: played.turn, current: state.turnCount, isNext: true },
        "charades.turnChanged",
      );
      if (stale) return stale;
      // Another phone's clock got there first.
      if (state.phase !== "acting" || state.endsAt === null) return state;
      if (table.now < state.endsAt) return invalid("charades.timeLeft");
      return finishTurn(state, "time");
    }
    case "next": {
      const stale = outOfStep(
        state,
        { made: played.turn, current: state.turnCount, isNext: true },
        "charades.turnChanged",
      );
      if (stale) return stale;
      if (state.phase !== "turnOver") return invalid("charades.turnNotOver");
      const turn = (state.turn + 1) % state.teams.length;
      return {
        ...state,
        turn,
        turnCount: state.turnCount + 1,
        round: turn === 0 ? state.round + 1 : state.round,
        phase: "ready",
        actor: null,
        current: null,
        deck: deal(state.deck, table),
      };
    }
    case "end":
      if (!isHost(table, playerId)) return invalid("charades.hostEnds");
      if (state.phase === "over") return invalid("charades.over");
      // A turn in progress keeps the points it scored.
      if (state.phase === "acting") return finishTurn(state, "endGame");
      return { ...state, endsAt: null, phase: "over", endedBy: "endGame" };
    case "rematch":
      if (!isHost(table, playerId)) return invalid("charades.hostEnds");
      if (state.phase !== "over") return invalid("charades.notOver");
      return {
        ...state,
        teams: state.teams.map((team) => ({ ...team, score: 0, turnsPlayed: 0 })),
        turn: 0,
        turnCount: state.turnCount + 1,
        round: 1,
        phase: "ready",
        actor: null,
        endsAt: null,
        current: null,
        endedBy: null,
        deck: deal(state.deck, table),
      };
  }
}

function seatsChanged(state: CharadesState, table: GameTable): CharadesState {
  // Before the first turn the teams follow the table.
  if (!hasStarted(state)) return { ...state, teams: teamsFor(table, state.teams.length) };
  const named = state.teams.some((team) => team.members.length > 0);
  const kept = teamsOfSeated(state.teams, table);
  // Newcomers join the smallest team, where there are teams of players to join.
  const teams = named ? teamsWithNewcomers(kept, table) : kept;
  const next = { ...state, teams };
  // Only the actor who left saw the word: their turn ends with what it scored.
  if (state.phase === "acting" && state.actor && !isSeated(table, state.actor.id)) {
    return finishTurn(next, "time");
  }
  return next;
}

export function winners(state: CharadesState): Team[] {
  if (state.phase !== "over") return [];
  const best = Math.max(...state.teams.map((team) => team.score));
  return state.teams.filter((team) => team.score === best);
}

function view(state: CharadesState, playerId: string, table: GameTable): CharadesView {
  const actor = actorOf(state);
  const amActor = actor !== null && actor.id === playerId;
  const seated = isSeated(table, playerId);
  const host = isHost(table, playerId);
  const acting = state.phase === "acting";
  const shown = acting ? amActor : state.phase !== "ready";
  return {
    turn: state.turnCount,
    card: state.deck.drawn,
    phase: state.phase,
    round: state.round,
    rounds: state.rounds,
    turnSeconds: state.turnSeconds,
    teams: state.teams.map((team) => ({
      id: team.id,
      members: team.members.map((member) => member.name),
      score: team.score,
    })),
    onTurn: state.turn,
    actor,
    amActor,
    canStart: state.phase === "ready" && seated && (host || actor === null || amActor),
    canMark: acting && seated && (host || amActor),
    word: shown ? (state.deck.current?.text ?? null) : null,
    msLeft: acting && state.endsAt !== null ? Math.max(0, state.endsAt - table.now) : null,
    current: state.current
      ? { correct: state.current.correct, skipped: state.current.skipped }
      : null,
    started: hasStarted(state),
    endedBy: state.endedBy,
    winners: winners(state).map((team) => team.id),
  };
}

export const rules: GameRules<CharadesState, CharadesMove, CharadesView> = {
  moveSchema: charadesMoveSchema,
  minPlayers: 2,
  maxPlayers,
  setup: (table, seed) => newGame(table, newDeck(seed)),
  move,
  seatsChanged,
  view,
  isOver: (state) => state.phase === "over",
};

const count = z.int().check(z.gte(0));
const seatSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
});
const deckSchema = deckStateSchema(promptMemorySize);

const charadesStateSchema = z
  .object({
    teams: z
      .array(
        z.object({
          id: z.string().check(z.minLength(1)),
          members: z.array(seatSchema).check(z.maxLength(maxPlayers)),
          score: count,
          turnsPlayed: count,
        }),
      )
      .check(z.minLength(minTeams), z.maxLength(maxTeams)),
    turn: count,
    turnCount: count,
    round: z.int().check(z.gte(1)),
    rounds: z.int().check(z.gte(minRounds), z.lte(maxRounds)),
    turnSeconds: z.int().check(z.gte(minTurnSeconds), z.lte(maxTurnSeconds)),
    phase: z.enum(["ready", "acting", "turnOver", "over"]),
    actor: z.nullable(seatSchema),
    endsAt: z.nullable(z.number()),
    current: z.nullable(z.object({ team: count, correct: count, skipped: count })),
    endedBy: z.nullable(z.enum(["rounds", "endGame"])),
    deck: deckSchema,
  })
  .check(
    z.refine(
      (state) =>
        state.turn < state.teams.length &&
        state.round <= state.rounds + 1 &&
        (state.current === null || state.current.team < state.teams.length) &&
        (state.phase === "acting") === (state.endsAt !== null) &&
        (state.phase !== "acting" || state.current !== null) &&
        (state.phase === "over") === (state.endedBy !== null),
    ),
  );

/** A saved game, checked before it is played on; anything else (an older shape) is null. */
export function parseCharadesState(value: unknown): CharadesState | null {
  const parsed = charadesStateSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
