import { z } from "zod/mini";
import type { GameRules, GameTable } from "#app/games/_engine/game-rules.ts";
import { invalid, isInvalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng, shuffle } from "#app/games/_engine/rng.ts";
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
import { scrollbarDares } from "./dares.ts";

/**
 * ScrollBar's dare pong (docs/product-rules.md#scrollbar), as one rule set
 * (docs/decisions/034-one-rule-set.md): beer pong with two ten-cup triangles. Every sunk cup deals
 * a dare to the team that lost it. A team may re-rack into a smaller formation when its standing
 * cups fill one exactly. When a side's last cup falls, its team gets a redemption turn: sink at
 * least one cup and the game goes on; sink none and it is over. The rules behind the choices are
 * in docs/decisions/013-team-games.md.
 *
 * On one phone the two seats are the two teams; in a room each player's phone plays for their
 * team: the throwing team taps the cups it sinks, and the dare lands on the losing team's phones.
 */
export type { TeamIndex } from "#app/games/_engine/room-teams.ts";

export const minScrollbarPlayers = 2;
export const maxScrollbarPlayers = 8;

/** Formations by name; each row lists its cups, back row first, point towards the thrower. */
export const formations = {
  triangle10: [4, 3, 2, 1],
  triangle6: [3, 2, 1],
  diamond4: [1, 2, 1],
  triangle3: [2, 1],
  line2: [1, 1],
  single1: [1],
} as const satisfies Record<string, readonly number[]>;

export type FormationId = keyof typeof formations;

const formationIds = [
  "triangle10",
  "triangle6",
  "diamond4",
  "triangle3",
  "line2",
  "single1",
] as const satisfies readonly FormationId[];

export function formationSize(formation: FormationId): number {
  return formations[formation].reduce((sum, row) => sum + row, 0);
}

const reracksPerGame = 2;
/** One free veto per game skips a card without penalty (here, per team). */
const vetoesPerGame = 1;

export interface Rack {
  formation: FormationId;
  /** One entry per cup of the formation, in row order: true while the cup stands. */
  standing: boolean[];
}

export interface Dare {
  team: TeamIndex;
  /** Index into the dare deck (app/games/scrollbar/dares.ts). */
  card: number;
}

/** What the last move brought besides a dare, for every phone to say. */
export type ScrollbarNote = { kind: "overtime" } | { kind: "backInGame"; team: TeamIndex };

export interface ScrollbarState {
  racks: [Rack, Rack];
  reracksLeft: [number, number];
  vetoesLeft: [number, number];
  phase: "play" | "redemption" | "over";
  /** The team whose last cup fell, and how many cups it has sunk on its redemption turn. */
  redemption: { team: TeamIndex; sunk: number } | null;
  winner: TeamIndex | null;
  /** Both sides cleared: the game went to a three-cup overtime. */
  overtime: boolean;
  deckSize: number;
  /** Cards still to come before the deck is shuffled again, next first. */
  drawPile: number[];
  rngState: number;
  dare: Dare | null;
  /** The card dealt last, even once its dare has left the table. */
  lastCard: number | null;
  daresDrawn: [number, number];
  note: ScrollbarNote | null;
  /** Who plays for which team. */
  members: TeamSeat[];
  /** Moves taken so far: a move names the count it was made on. */
  step: number;
}

const teamSchema = z.union([z.literal(0), z.literal(1)]);
const formationSchema = z.enum(formationIds);
const stepSchema = z.int().check(z.gte(0));

/**
 * Every move names the step it was made on (the view's `step`), so a tap that crosses another
 * phone's on the way (two phones tapping the same cup) can't land on a table its player never saw.
 */
export const scrollbarMoveSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("sink"), step: stepSchema, team: teamSchema, position: z.int() }),
  z.object({ type: z.literal("endRedemption"), step: stepSchema }),
  z.object({
    type: z.literal("rerack"),
    step: stepSchema,
    team: teamSchema,
    formation: formationSchema,
  }),
  z.object({ type: z.literal("veto"), step: stepSchema }),
  z.object({ type: z.literal("dareDone"), step: stepSchema }),
  z.object({ type: z.literal("rematch"), step: stepSchema }),
]);

export type ScrollbarMove = z.infer<typeof scrollbarMoveSchema>;

function fullRack(formation: FormationId): Rack {
  return { formation, standing: Array.from({ length: formationSize(formation) }, () => true) };
}

export function standingCups(rack: Rack): number {
  return rack.standing.filter(Boolean).length;
}

function withTeam(pair: [number, number], team: TeamIndex, change: number): [number, number] {
  return team === 0 ? [pair[0] + change, pair[1]] : [pair[0], pair[1] + change];
}

function withRack(racks: [Rack, Rack], team: TeamIndex, rack: Rack): [Rack, Rack] {
  return team === 0 ? [rack, racks[1]] : [racks[0], rack];
}

/** Everything a new game resets: full racks, re-racks and vetoes, no dare on the table. */
function freshTable() {
  return {
    racks: [fullRack("triangle10"), fullRack("triangle10")],
    reracksLeft: [reracksPerGame, reracksPerGame],
    vetoesLeft: [vetoesPerGame, vetoesPerGame],
    phase: "play",
    redemption: null,
    winner: null,
    overtime: false,
    dare: null,
    daresDrawn: [0, 0],
    note: null,
  } satisfies Partial<ScrollbarState>;
}

/** A new game dealing from a deck of `deckSize` dares (the dare deck's, unless a test says). */
export function newScrollbarGame(
  table: GameTable,
  seed: number,
  deckSize = scrollbarDares.length,
): ScrollbarState {
  const rng = createRng(seed);
  const drawPile = shuffle(
    Array.from({ length: deckSize }, (_, index) => index),
    rng,
  );
  return {
    ...freshTable(),
    deckSize,
    drawPile,
    rngState: rng.state(),
    lastCard: null,
    members: teamsFor(table),
    step: 0,
  };
}

/**
 * The next dare for `team`. No card comes back until the whole deck has been dealt; then the
 * deck is shuffled again, keeping the card just dealt off the top so it never shows twice in a row.
 */
function drawDare(state: ScrollbarState, team: TeamIndex): ScrollbarState {
  if (state.deckSize === 0) return { ...state, dare: null };
  let pile = state.drawPile;
  let rngState = state.rngState;
  if (pile.length === 0) {
    const rng = createRng(rngState);
    const all = Array.from({ length: state.deckSize }, (_, index) => index);
    pile = shuffle(all, rng);
    const [first, ...others] = pile;
    if (first !== undefined && others.length > 0 && first === state.lastCard) {
      pile = [...others, first];
    }
    rngState = rng.state();
  }
  const [card = 0, ...rest] = pile;
  return {
    ...state,
    drawPile: rest,
    rngState,
    dare: { team, card },
    lastCard: card,
    daresDrawn: withTeam(state.daresDrawn, team, 1),
  };
}

/** A ball landed in `team`'s cup at `position`: the cup comes off and `team` draws a dare. */
function sink(state: ScrollbarState, team: TeamIndex, position: number): ScrollbarState | Invalid {
  if (state.phase === "over") return invalid("scrollbar.over");
  if (state.redemption && team === state.redemption.team) {
    return invalid("scrollbar.redemptionOwnCups");
  }
  const rack = state.racks[team];
  if (!Number.isInteger(position) || rack.standing[position] !== true) {
    return invalid("scrollbar.cupDown");
  }
  const standing = rack.standing.map((up, index) => (index === position ? false : up));
  const racks = withRack(state.racks, team, { ...rack, standing });
  const dealt = drawDare({ ...state, racks, note: null }, team);
  const cleared = !standing.includes(true);

  if (state.redemption) {
    const redemption = { ...state.redemption, sunk: state.redemption.sunk + 1 };
    if (!cleared) return { ...dealt, redemption };
    // Redeemed all the way: both sides are empty, so both re-rack to a three-cup overtime.
    return {
      ...dealt,
      racks: [fullRack("triangle3"), fullRack("triangle3")],
      phase: "play",
      redemption: null,
      overtime: true,
      note: { kind: "overtime" },
    };
  }
  if (cleared) return { ...dealt, phase: "redemption", redemption: { team, sunk: 0 } };
  return dealt;
}

/**
 * The redemption turn is over (the redeeming team missed). Having sunk a cup, the team is
 * back in the game with one cup to defend; having sunk none, the other team wins.
 */
function endRedemption(state: ScrollbarState): ScrollbarState | Invalid {
  if (!state.redemption) return invalid("scrollbar.noRedemption");
  const { team, sunk } = state.redemption;
  if (sunk > 0) {
    return {
      ...state,
      racks: withRack(state.racks, team, fullRack("single1")),
      phase: "play",
      redemption: null,
      note: { kind: "backInGame", team },
    };
  }
  return { ...state, phase: "over", redemption: null, winner: otherTeam(team) };
}

/** Smaller formations the team could re-rack into right now (its standing cups fill them exactly). */
export function rerackOptions(
  state: Pick<ScrollbarState, "phase" | "reracksLeft" | "racks">,
  team: TeamIndex,
): FormationId[] {
  if (state.phase !== "play" || state.reracksLeft[team] <= 0) return [];
  const rack = state.racks[team];
  const cups = standingCups(rack);
  return formationIds.filter(
    (formation) => formationSize(formation) === cups && cups < formationSize(rack.formation),
  );
}

function rerack(
  state: ScrollbarState,
  team: TeamIndex,
  formation: FormationId,
): ScrollbarState | Invalid {
  if (state.phase !== "play") return invalid("scrollbar.rerackWaits");
  if (state.reracksLeft[team] <= 0) return invalid("scrollbar.reracksUsed");
  if (!rerackOptions(state, team).includes(formation)) return invalid("scrollbar.badFormation");
  return {
    ...state,
    racks: withRack(state.racks, team, fullRack(formation)),
    reracksLeft: withTeam(state.reracksLeft, team, -1),
  };
}

/** The team the dare is for skips it with its free veto, no penalty. */
function vetoDare(state: ScrollbarState): ScrollbarState | Invalid {
  if (!state.dare) return invalid("scrollbar.noDare");
  const { team } = state.dare;
  if (state.vetoesLeft[team] <= 0) return invalid("scrollbar.vetoUsed");
  return { ...state, dare: null, vetoesLeft: withTeam(state.vetoesLeft, team, -1) };
}

/** The team the move is theirs to make for, or null when anyone's phone may make it. */
function actingTeam(state: ScrollbarState, played: ScrollbarMove): TeamIndex | null {
  switch (played.type) {
    case "sink":
      // The team that threw taps the cup it sank: the other side's.
      return otherTeam(played.team);
    case "endRedemption":
      return state.redemption?.team ?? null;
    case "rerack":
      return played.team;
    case "veto":
    case "dareDone":
      return state.dare?.team ?? null;
    case "rematch":
      return null;
  }
}

const teamLetters = ["A", "B"] as const;

function move(
  state: ScrollbarState,
  playerId: string,
  played: ScrollbarMove,
): ScrollbarState | Invalid {
  if (teamOf(state.members, playerId) === null) return invalid("notPlaying");
  const stale = outOfStep(
    state,
    { made: played.step, current: state.step, isNext: played.type === "rematch" },
    "scrollbar.tableChanged",
  );
  if (stale) return stale;
  const team = actingTeam(state, played);
  if (team !== null && !playsFor(state.members, team, playerId)) {
    return played.type === "sink"
      ? invalid("scrollbar.otherTeamSinks", { team: teamLetters[team] })
      : invalid("scrollbar.otherTeamsMove", { team: teamLetters[team] });
  }
  const next = (() => {
    switch (played.type) {
      case "sink":
        return sink(state, played.team, played.position);
      case "endRedemption":
        return endRedemption(state);
      case "rerack":
        return rerack(state, played.team, played.formation);
      case "veto":
        return vetoDare(state);
      case "dareDone":
        // The dare has been done (or drunk away); the card leaves the table.
        return state.dare ? { ...state, dare: null } : invalid("scrollbar.noDare");
      case "rematch":
        // Fresh racks; the dare deck carries on, so a rematch doesn't repeat dares early.
        return state.phase === "over"
          ? { ...state, ...freshTable() }
          : invalid("scrollbar.notOver");
    }
  })();
  return isInvalid(next) ? next : { ...next, step: state.step + 1 };
}

function seatsChanged(state: ScrollbarState, table: GameTable): ScrollbarState {
  return { ...state, members: teamsWith(state.members, table) };
}

export interface ScrollbarView {
  racks: [Rack, Rack];
  reracksLeft: [number, number];
  vetoesLeft: [number, number];
  phase: ScrollbarState["phase"];
  redemption: ScrollbarState["redemption"];
  winner: TeamIndex | null;
  daresDrawn: [number, number];
  note: ScrollbarNote | null;
  /** What moves send back as `step`. */
  step: number;
  /**
   * The dare on the table, its `{sips:N}` read in `unit`: the phone's own on the phones of the
   * team it is for, the room's on the others'. `mine`: this phone's team takes it.
   */
  dare: (Dare & { unit: DrinkUnit; mine: boolean }) | null;
  /** This phone says the dare is done, or spends its team's veto on it. */
  myDare: boolean;
  /** Each team's players, in the order they sat down. */
  teams: [string[], string[]];
  myTeam: TeamIndex | null;
  /** `mayTap[t]`: this phone taps team t's cups as they fall. */
  mayTap: [boolean, boolean];
  /** This phone ends the redemption turn. */
  myRedemption: boolean;
  /** The re-racks this phone may make. */
  reracks: { team: TeamIndex; formation: FormationId }[];
}

function view(state: ScrollbarState, playerId: string, table: GameTable): ScrollbarView {
  const myTeam = teamOf(state.members, playerId);
  const mayPlay = (team: TeamIndex) => playsFor(state.members, team, playerId);
  const canSink = (team: TeamIndex) =>
    state.phase === "play" || (state.phase === "redemption" && state.redemption?.team !== team);
  const me = table.players.find((player) => player.id === playerId);
  const { dare } = state;
  const mine = dare !== null && myTeam === dare.team;
  return {
    racks: state.racks,
    reracksLeft: state.reracksLeft,
    vetoesLeft: state.vetoesLeft,
    phase: state.phase,
    redemption: state.redemption,
    winner: state.winner,
    daresDrawn: state.daresDrawn,
    note: state.note,
    step: state.step,
    dare: dare && {
      ...dare,
      unit: mine ? unitOf(me, table) : table.alcoholFree ? "points" : "sips",
      mine,
    },
    myDare: dare !== null && mayPlay(dare.team),
    teams: teamNames(state.members),
    myTeam,
    mayTap: [canSink(0) && mayPlay(otherTeam(0)), canSink(1) && mayPlay(otherTeam(1))],
    myRedemption: state.redemption !== null && mayPlay(state.redemption.team),
    reracks: ([0, 1] as const).flatMap((team) =>
      mayPlay(team) ? rerackOptions(state, team).map((formation) => ({ team, formation })) : [],
    ),
  };
}

export const rules: GameRules<ScrollbarState, ScrollbarMove, ScrollbarView> = {
  moveSchema: scrollbarMoveSchema,
  minPlayers: minScrollbarPlayers,
  maxPlayers: maxScrollbarPlayers,
  setup: (table, seed) => newScrollbarGame(table, seed),
  move,
  seatsChanged,
  view,
  isOver: (state) => state.phase === "over",
};

const rackSchema = z
  .object({ formation: formationSchema, standing: z.array(z.boolean()) })
  .check(z.refine((rack) => rack.standing.length === formationSize(rack.formation)));
const count = z.int().check(z.gte(0));
const stateSchema = z.object({
  racks: z.tuple([rackSchema, rackSchema]),
  reracksLeft: z.tuple([count.check(z.lte(reracksPerGame)), count.check(z.lte(reracksPerGame))]),
  vetoesLeft: z.tuple([count.check(z.lte(vetoesPerGame)), count.check(z.lte(vetoesPerGame))]),
  phase: z.enum(["play", "redemption", "over"]),
  redemption: z.nullable(z.object({ team: teamSchema, sunk: count })),
  winner: z.nullable(teamSchema),
  overtime: z.boolean(),
  deckSize: count,
  drawPile: z.array(count),
  rngState: count.check(z.lte(0xffffffff)),
  dare: z.nullable(z.object({ team: teamSchema, card: count })),
  lastCard: z.nullable(count),
  daresDrawn: z.tuple([count, count]),
  note: z.nullable(
    z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("overtime") }),
      z.object({ kind: z.literal("backInGame"), team: teamSchema }),
    ]),
  ),
  members: z
    .array(z.object({ id: z.string(), name: z.string(), team: teamSchema }))
    .check(z.maxLength(maxScrollbarPlayers * 4)),
  step: count,
});

/** Whether the phase, the racks and the result agree, as play leaves them. */
function phaseFits(state: ScrollbarState): boolean {
  const cleared = state.racks.map((rack) => standingCups(rack) === 0);
  switch (state.phase) {
    case "play":
      return state.redemption === null && state.winner === null && !cleared[0] && !cleared[1];
    case "redemption":
      return (
        state.redemption !== null &&
        state.winner === null &&
        cleared[state.redemption.team] === true &&
        cleared[otherTeam(state.redemption.team)] === false
      );
    case "over":
      return (
        state.redemption === null &&
        state.winner !== null &&
        cleared[otherTeam(state.winner)] === true
      );
  }
}

/** Cards dealt from a deck of `deckSize`: none outside it, none twice in the pile. */
function cardsFit(state: ScrollbarState, deckSize: number): boolean {
  if (state.deckSize !== deckSize) return false;
  if (new Set(state.drawPile).size !== state.drawPile.length) return false;
  if (state.dare && state.dare.card !== state.lastCard) return false;
  const cards = [...state.drawPile, ...(state.lastCard === null ? [] : [state.lastCard])];
  return cards.every((card) => card < deckSize);
}

/**
 * A saved game read back (storage can hold anything, including a game from an older build):
 * null unless it is a whole game dealt from a deck of `deckSize` cards (a changed deck
 * starts a fresh game).
 */
export function parseScrollbarState(
  value: unknown,
  deckSize = scrollbarDares.length,
): ScrollbarState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state = parsed.data;
  return cardsFit(state, deckSize) && phaseFits(state) ? state : null;
}
