import * as shape from "#app/utils/stored-shape.ts";
import { owedByCount, type Owed } from "#app/games/_engine/drinks.ts";
import { invalid, type Invalid } from "#app/games/_engine/invalid.ts";
import { maxPlayers, type Player } from "#app/games/_engine/players.ts";

/**
 * Most Likely To (docs/product-rules.md#most-likely-to): on three everyone points, and each finger
 * pointing at you is one sip. The table taps the players who were pointed at; this is that tally
 * for one card.
 */
export interface TallyState {
  /** The card being tallied: a new card starts a fresh tally. */
  cardId: string | null;
  /** One name per finger counted, in the order they were tapped (so a mis-tap can be undone). */
  taps: string[];
  /** The table pressed "Done": the sips are shown. */
  done: boolean;
}

const sipsPerFinger = 1;

export function setup(cardId: string | null = null): TallyState {
  return { cardId, taps: [], done: false };
}

/** The tally of this card: the same one while the card stays, a clear one for the next card. */
export function tallyFor(state: TallyState, cardId: string | null): TallyState {
  return state.cardId === cardId ? state : setup(cardId);
}

/** Fingers pointing at each player, by name; players nobody pointed at are absent. */
export function counts(state: TallyState): Record<string, number> {
  const result: Record<string, number> = {};
  for (const name of state.taps) result[name] = (result[name] ?? 0) + 1;
  return result;
}

/** Fingers counted for the players still at the table. */
export function fingersCounted(state: TallyState, players: readonly string[]): number {
  return state.taps.filter((name) => players.includes(name)).length;
}

/**
 * One more finger pointing at `name`. Everyone at the table points once, so there are never
 * more fingers than players. Changing the tally after "Done" opens it again.
 */
export function point(
  state: TallyState,
  name: string,
  players: readonly string[],
): TallyState | Invalid {
  if (!players.includes(name)) return invalid(`${name} is not playing`);
  if (fingersCounted(state, players) >= players.length)
    return invalid("Every finger is already counted");
  return { ...state, taps: [...state.taps, name], done: false };
}

/** Takes back the last tap (a mis-tap). */
export function undo(state: TallyState): TallyState | Invalid {
  if (state.taps.length === 0) return invalid("Nothing to undo");
  return { ...state, taps: state.taps.slice(0, -1), done: false };
}

export function finish(state: TallyState): TallyState {
  return { ...state, done: true };
}

/**
 * Who drinks how much for this card: one sip per finger, most fingers first (table order on
 * a tie). Players no longer at the table are left out.
 */
export function owed(state: TallyState, players: readonly Player[], alcoholFree: boolean): Owed[] {
  return owedByCount(players, counts(state), sipsPerFinger, alcoholFree);
}

/** A whole game: this card's tally, and the fingers of every card the table marked done. */
export interface MostLikelyToGame {
  tally: TallyState;
  /** Fingers per player name over the cards marked "Done", this one included once done. */
  totals: Record<string, number>;
}

export function newGame(): MostLikelyToGame {
  return { tally: setup(), totals: {} };
}

function addCounts(
  totals: Readonly<Record<string, number>>,
  tally: TallyState,
  sign: 1 | -1,
): Record<string, number> {
  const fingers = counts(tally);
  const names = new Set([...Object.keys(totals), ...Object.keys(fingers)]);
  return Object.fromEntries(
    [...names]
      .map((name): [string, number] => [name, (totals[name] ?? 0) + sign * (fingers[name] ?? 0)])
      .filter(([, total]) => total > 0),
  );
}

/**
 * The game with `next` as its tally. A done tally counts in the totals; reopening it (a tap
 * or an undo after "Done") takes it out again until it is done once more, so no card counts
 * twice. A tally of another card leaves the last card's fingers in the totals.
 */
export function withTally(game: MostLikelyToGame, next: TallyState): MostLikelyToGame {
  const counted =
    game.tally.done && game.tally.cardId === next.cardId
      ? addCounts(game.totals, game.tally, -1)
      : game.totals;
  return { tally: next, totals: next.done ? addCounts(counted, next, 1) : counted };
}

/** The game's totals as sips (or points), most first, table order on a tie. */
export function totalOwed(
  game: MostLikelyToGame,
  players: readonly Player[],
  alcoholFree: boolean,
): Owed[] {
  return owedByCount(players, game.totals, sipsPerFinger, alcoholFree);
}

const savedShape = shape.object({
  tally: shape.object({
    cardId: shape.nullable(shape.string()),
    taps: shape.array(shape.string(), { maxLength: maxPlayers }),
    done: shape.boolean(),
  }),
  totals: shape.record(shape.number({ integer: true, min: 1 })),
});

/** A saved game, checked before it is played on; anything else is null. */
export function parseSavedGame(value: unknown): MostLikelyToGame | null {
  const parsed = savedShape.safeParse(value);
  return parsed.success ? parsed.data : null;
}
