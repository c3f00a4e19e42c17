import type { RoomGameRules } from "#app/games/_engine/room-game.ts";
import { mostLikelyToRoom } from "#app/games/most-likely-to/room.ts";
import { neverHaveIEverRoom } from "#app/games/never-have-i-ever/room.ts";
import { squiffyRoom } from "#app/games/squiffy/room.ts";
import { truthOrDareRoom } from "#app/games/truth-or-dare/room.ts";
import { whoWouldRatherRoom } from "#app/games/who-would-rather/room.ts";
import { wordGuessRoom } from "#app/games/word-guess/room.ts";
import type { RoomPlayKind } from "./room-game-slugs.ts";
import { sharedScreenRoom } from "./shared-screen.ts";

/** Each room game's rules; the server applies them, phones only render their views. */
export const roomGameRules: Record<RoomPlayKind, RoomGameRules<unknown, unknown, unknown>> = {
  "most-likely-to": mostLikelyToRoom,
  "who-would-rather": whoWouldRatherRoom,
  "never-have-i-ever": neverHaveIEverRoom,
  "truth-or-dare": truthOrDareRoom,
  squiffy: squiffyRoom,
  "word-guess": wordGuessRoom,
  "shared-screen": sharedScreenRoom,
};
