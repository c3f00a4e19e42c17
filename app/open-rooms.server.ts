import { roomDeal } from "#app/features/packs/prompt-game.server.ts";
import { createLocalHub, createRedisHub } from "#app/features/rooms/room-hub.server.ts";
import { roomGameRules } from "#app/features/rooms/room-rules.server.ts";
import {
  createRoomService,
  type RoomService,
  type RoomServiceOptions,
} from "#app/features/rooms/room-service.server.ts";
import type { RoomRules } from "#app/features/rooms/room.ts";
import { loadWordList } from "#app/games/word-guess/word-list.server.ts";
import type { Database } from "#db/client.server.ts";

export interface OpenRoomsOptions {
  db: Database;
  /** With Redis, rooms are shared by every server process on the same database. */
  redisUrl?: string | undefined;
  log: { warn: (details: object, message: string) => void };
  timing?: RoomServiceOptions["timing"];
}

export interface OpenRooms {
  service: RoomService;
  close(): Promise<void>;
}

/**
 * The rooms of this process, put together from the room rules, every room game and the
 * content they are played with. The server entry exports it, so the Express process serves
 * the rooms' live channel with the very modules the pages use (docs/decisions/027-rooms.md).
 */
export async function openRooms({
  db,
  redisUrl,
  log,
  timing,
}: OpenRoomsOptions): Promise<OpenRooms> {
  const hub = redisUrl ? await createRedisHub(redisUrl, log) : createLocalHub();
  const service = createRoomService({ db, hub, rules: roomRules, timing });
  return { service, close: () => hub.close() };
}

/** Every room game's rules, and the packs and words each is played with. */
export const roomRules: RoomRules = {
  rulesOf: (game) => roomGameRules[game],
  content: (game, language, explicitAllowed) => ({
    ...roomDeal(game, language, explicitAllowed),
    words: game === "word-guess" ? loadWordList(language) : null,
  }),
};
