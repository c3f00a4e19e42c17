import { z } from "zod/mini";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { createRng, shuffle } from "#app/games/_engine/rng.ts";

/**
 * ScrollBar's dare pong (docs/product-rules.md#scrollbar): beer pong with two ten-cup triangles.
 * Every sunk cup deals a dare to the team that lost it. A team may re-rack into a smaller formation
 * when its standing cups fill one exactly. When a side's last cup falls, its team gets a redemption
 * turn: sink at least one cup and the game goes on; sink none and it is over. The rules behind the
 * choices are in docs/decisions/013-team-games.md.
 */
export type TeamIndex = 0 | 1;

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

const formationIds: readonly FormationId[] = [
  "triangle10",
  "triangle6",
  "diamond4",
  "triangle3",
  "line2",
  "single1",
];

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
  /** Index into the dare deck the game was set up with. */
  card: number;
}

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
}

function fullRack(formation: FormationId): Rack {
  return { formation, standing: Array.from({ length: formationSize(formation) }, () => true) };
}

export function standingCups(rack: Rack): number {
  return rack.standing.filter(Boolean).length;
}

export function other(team: TeamIndex): TeamIndex {
  return team === 0 ? 1 : 0;
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
  } satisfies Partial<ScrollbarState>;
}

export function setup(deckSize: number, seed: number): ScrollbarState {
  const rng = createRng(seed);
  const size = Number.isInteger(deckSize) && deckSize > 0 ? deckSize : 0;
  const drawPile = shuffle(
    Array.from({ length: size }, (_, index) => index),
    rng,
  );
  return {
    ...freshTable(),
    deckSize: size,
    drawPile,
    rngState: rng.state(),
    lastCard: null,
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
  const daresDrawn: [number, number] =
    team === 0
      ? [state.daresDrawn[0] + 1, state.daresDrawn[1]]
      : [state.daresDrawn[0], state.daresDrawn[1] + 1];
  return { ...state, drawPile: rest, rngState, dare: { team, card }, lastCard: card, daresDrawn };
}

function withRack(racks: [Rack, Rack], team: TeamIndex, rack: Rack): [Rack, Rack] {
  return team === 0 ? [rack, racks[1]] : [racks[0], rack];
}

/** A ball landed in `team`'s cup at `position`: the cup comes off and `team` draws a dare. */
export function sink(
  state: ScrollbarState,
  team: TeamIndex,
  position: number,
): ScrollbarState | Invalid {
  if (state.phase === "over") return invalid("The game is over");
  if (state.redemption && team === state.redemption.team) {
    return invalid("On a redemption turn only the other side's cups can fall");
  }
  const rack = state.racks[team];
  if (!Number.isInteger(position) || rack.standing[position] !== true) {
    return invalid("That cup isn't standing");
  }
  const standing = rack.standing.map((up, index) => (index === position ? false : up));
  const racks = withRack(state.racks, team, { ...rack, standing });
  const dealt = drawDare({ ...state, racks }, team);
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
    };
  }
  if (cleared) return { ...dealt, phase: "redemption", redemption: { team, sunk: 0 } };
  return dealt;
}

/**
 * The redemption turn is over (the redeeming team missed). Having sunk a cup, the team is
 * back in the game with one cup to defend; having sunk none, the other team wins.
 */
export function endRedemption(state: ScrollbarState): ScrollbarState | Invalid {
  if (!state.redemption) return invalid("No one is on a redemption turn");
  const { team, sunk } = state.redemption;
  if (sunk > 0) {
    return {
      ...state,
      racks: withRack(state.racks, team, fullRack("single1")),
      phase: "play",
      redemption: null,
    };
  }
  return { ...state, phase: "over", redemption: null, winner: other(team) };
}

/** Smaller formations the team could re-rack into right now (its standing cups fill them exactly). */
export function rerackOptions(state: ScrollbarState, team: TeamIndex): FormationId[] {
  if (state.phase !== "play" || state.reracksLeft[team] <= 0) return [];
  const rack = state.racks[team];
  const cups = standingCups(rack);
  return formationIds.filter(
    (formation) => formationSize(formation) === cups && cups < formationSize(rack.formation),
  );
}

export function rerack(
  state: ScrollbarState,
  team: TeamIndex,
  formation: FormationId,
): ScrollbarState | Invalid {
  if (state.phase !== "play") return invalid("Re-racks wait until the redemption turn is over");
  if (state.reracksLeft[team] <= 0) return invalid("This team has used its re-racks");
  if (!rerackOptions(state, team).includes(formation)) {
    return invalid("The standing cups don't make that formation");
  }
  const reracksLeft: [number, number] =
    team === 0
      ? [state.reracksLeft[0] - 1, state.reracksLeft[1]]
      : [state.reracksLeft[0], state.reracksLeft[1] - 1];
  return { ...state, racks: withRack(state.racks, team, fullRack(formation)), reracksLeft };
}

/** The team the dare is for skips it with its free veto, no penalty. */
export function vetoDare(state: ScrollbarState): ScrollbarState | Invalid {
  if (!state.dare) return invalid("There is no dare to veto");
  const team = state.dare.team;
  if (state.vetoesLeft[team] <= 0) return invalid("This team has used its veto");
  const vetoesLeft: [number, number] =
    team === 0
      ? [state.vetoesLeft[0] - 1, state.vetoesLeft[1]]
      : [state.vetoesLeft[0], state.vetoesLeft[1] - 1];
  return { ...state, dare: null, vetoesLeft };
}

/** The dare has been done (or drunk away); the card leaves the table. */
export function dismissDare(state: ScrollbarState): ScrollbarState {
  return state.dare ? { ...state, dare: null } : state;
}

export function isOver(state: ScrollbarState): boolean {
  return state.phase === "over";
}

/** Fresh racks; the dare deck carries on where it was, so a rematch doesn't repeat dares early. */
export function rematch(state: ScrollbarState): ScrollbarState {
  return { ...state, ...freshTable() };
}

const team = z.union([z.literal(0), z.literal(1)]);
const formationId = z.enum([
  "triangle10",
  "triangle6",
  "diamond4",
  "triangle3",
  "line2",
  "single1",
]);
const rackSchema = z
  .object({ formation: formationId, standing: z.array(z.boolean()) })
  .check(z.refine((rack) => rack.standing.length === formationSize(rack.formation)));
const count = z.int().check(z.gte(0));
const stateSchema = z.object({
  racks: z.tuple([rackSchema, rackSchema]),
  reracksLeft: z.tuple([count.check(z.lte(reracksPerGame)), count.check(z.lte(reracksPerGame))]),
  vetoesLeft: z.tuple([count.check(z.lte(vetoesPerGame)), count.check(z.lte(vetoesPerGame))]),
  phase: z.enum(["play", "redemption", "over"]),
  redemption: z.nullable(z.object({ team, sunk: count })),
  winner: z.nullable(team),
  overtime: z.boolean(),
  deckSize: count,
  drawPile: z.array(count),
  rngState: count.check(z.lte(0xffffffff)),
  dare: z.nullable(z.object({ team, card: count })),
  lastCard: z.nullable(count),
  daresDrawn: z.tuple([count, count]),
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
        cleared[other(state.redemption.team)] === false
      );
    case "over":
      return (
        state.redemption === null && state.winner !== null && cleared[other(state.winner)] === true
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
export function parseState(value: unknown, deckSize: number): ScrollbarState | null {
  const parsed = stateSchema.safeParse(value);
  if (!parsed.success) return null;
  const state = parsed.data;
  return cardsFit(state, deckSize) && phaseFits(state) ? state : null;
}
