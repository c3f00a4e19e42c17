import type { ZodMiniType } from "zod/mini";
import type { Invalid } from "./invalid.ts";
import type { Pack, PackSwitch } from "./packs.ts";

/**
 * A game's one rule set (docs/decisions/034-one-rule-set.md). The same object plays the game on
 * one phone passed around the table, where the browser runs it with the phone's players as seats
 * (app/games/_ui/use-table-game.ts), and in a room, where the server runs it as the authority and
 * sends every phone its own view, which never holds another player's secret
 * (docs/decisions/027-rooms.md). Rules are pure functions over JSON: state in, state out, chance
 * from the seed, a refused move returned as `Invalid` with a code the interface words.
 *
 * Everything a round needs (the dealt card, the category, the letter, the clock as a deadline)
 * is in the state, so a reload, a closed tab or a server restart resumes the round exactly.
 */

/**
 * A seated player, as a game sees them. `id` is the seat's id, stable across reloads: a room
 * seat's id, or on one phone the player's name (names are unique at a table).
 */
export interface GamePlayer {
  id: string;
  name: string;
  /** Plays for penalty points instead of sips. */
  notDrinking: boolean;
}

/**
 * Where a room player's phone is: on the room ("here"), put away a moment ago ("away"), or not
 * seen for a while ("gone"). Boards say it beside a name the table waits for.
 */
export type Presence = "here" | "away" | "gone";

/** What the game is played with right now. */
export interface GameTable {
  /** Seated players in seating order; people join at the end and can leave at any time. */
  players: readonly GamePlayer[];
  /** The whole room plays for points. */
  alcoholFree: boolean;
  /** The game's built-in packs in the room's language (empty for games without prompts). */
  packs: readonly Pack[];
  /** Which of `packs` deal: explicit packs are on only while every player allows 18+. */
  switches: readonly PackSwitch[];
  /**
   * The game's own content in the room's language (the secret words of Word Guess, the
   * categories of Category…), as its `content.server.ts` loads it; the rules check it with
   * their own schema. Null for games without.
   */
  content: unknown;
  /** The host's seat id: some moves (forcing a reveal) are theirs only. */
  hostId: string;
  /**
   * When the move is made, in epoch milliseconds: the server's clock in a room, the phone's on
   * one phone. Rules keep a round's clock as a deadline in the state (`endsAt`), never a timer.
   */
  now: number;
  /**
   * The table plays on one phone passed round (app/games/_ui/use-table-game.ts), absent in a
   * room: there are no secrets between its players, what they answer they say aloud, and what
   * the whole table does (the next card) needs no particular seat.
   */
  onePhone?: boolean;
}

export interface GameRules<State, Move, View> {
  /** Checked on the server before `move` sees a phone's message. */
  moveSchema: ZodMiniType<Move>;
  minPlayers: number;
  maxPlayers: number;
  /** A new game for the table; `seed` feeds the game's rng (createRng). */
  setup(table: GameTable, seed: number): State | Invalid;
  /** `playerId` sent `move`; out-of-turn and impossible moves come back as `Invalid`. */
  move(state: State, playerId: string, move: Move, table: GameTable): State | Invalid;
  /**
   * The table changed: someone joined, left, was removed or changed their settings. The game
   * goes on: a vote waiting only for someone who left is counted, a turn of someone who left
   * passes on.
   */
  seatsChanged(state: State, table: GameTable): State;
  /** What `playerId`'s phone shows. */
  view(state: State, playerId: string, table: GameTable): View;
  /** The game has ended (a winner, the last round played); endless decks never are. */
  isOver(state: State): boolean;
  /**
   * The question the room's audience may answer now by picking a player (the card being voted
   * on), as a key that changes with each question; null while none is open. Games without an
   * audience vote leave it out.
   */
  crowdQuestion?(state: State): string | null;
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
