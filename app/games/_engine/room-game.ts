import type { ZodMiniType } from "zod/mini";
import type { Invalid } from "./invalid.ts";
import type { Pack, PackSwitch } from "./packs.ts";

/**
 * A game played in a room, on everyone's phone (docs/decisions/027-rooms.md). The server holds
 * the state and applies each phone's moves with these rules; every phone is sent its own view,
 * which never holds another player's secret. Like every game rule, these are pure functions over
 * JSON: state in, state out, chance from the seed, a refused move returned as `Invalid`.
 */

/** A seated player, as a game sees them. `id` is the seat's id, stable across reloads. */
export interface RoomPlayer {
  id: string;
  name: string;
  /** Plays for penalty points instead of sips. */
  notDrinking: boolean;
}

/** What the game is played with right now. */
export interface RoomTable {
  /** Seated players in seating order; people join at the end and can leave at any time. */
  players: readonly RoomPlayer[];
  /** The whole room plays for points. */
  alcoholFree: boolean;
  /** The game's built-in packs in the room's language (empty for games without prompts). */
  packs: readonly Pack[];
  /** Which of `packs` deal: explicit packs are on only while every player allows 18+. */
  switches: readonly PackSwitch[];
  /**
   * The secret words of word games in the room's language, as content/word-guess/<language>.json
   * holds them (the game checks them with its own schema); null for every other game.
   */
  words: unknown;
  /** The host's seat id: some moves (forcing a reveal) are theirs only. */
  hostId: string;
}

export interface RoomGameRules<State, Move, View> {
  /** Checked on the server before `move` sees a phone's message. */
  moveSchema: ZodMiniType<Move>;
  minPlayers: number;
  maxPlayers: number;
  /** A new game for the table; `seed` feeds the game's rng (createRng). */
  start(table: RoomTable, seed: number): State | Invalid;
  /** `playerId` sent `move`; out-of-turn and impossible moves come back as `Invalid`. */
  move(state: State, playerId: string, move: Move, table: RoomTable): State | Invalid;
  /**
   * The table changed: someone joined, left, was removed or changed their settings. The game
   * goes on: a vote waiting only for someone who left is counted, a turn of someone who left
   * passes on.
   */
  seatsChanged(state: State, table: RoomTable): State;
  /** What `playerId`'s phone shows. */
  view(state: State, playerId: string, table: RoomTable): View;
}

/** What a game's room board is given by the room screen. */
export interface RoomBoardProps<View, Move> {
  view: View;
  /** The viewer's seat id. */
  me: string;
  isHost: boolean;
  /** Sends a move; settles with null once the server took it, or with the refusal to show. */
  send(move: Move): Promise<string | null>;
}
