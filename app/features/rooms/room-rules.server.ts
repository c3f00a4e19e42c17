import type { RoomGameRules } from "#app/games/_engine/room-game.ts";
import { mostLikelyToRoom } from "#app/games/most-likely-to/room.ts";
import { neverHaveIEverRoom } from "#app/games/never-have-i-ever/room.ts";
import { squiffyRoom } from "#app/games/squiffy/room.ts";
import { truthOrDareRoom } from "#app/games/truth-or-dare/room.ts";
import { wordGuessRoom } from "#app/games/word-guess/room.ts";
import type { RoomGameSlug } from "./room-game-slugs.ts";

/** Each room game's rules; the server applies them, phones only render their views. */
export const roomGameRules: Record<RoomGameSlug, RoomGameRules<unknown, unknown, unknown>> = {
  "most-likely-to": mostLikelyToRoom,
  "never-have-i-ever": neverHaveIEverRoom,
  "truth-or-dare": truthOrDareRoom,
  squiffy: squiffyRoom,
  "word-guess": wordGuessRoom,
};
