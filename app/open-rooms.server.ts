import { playablePremiumPacks } from "#app/features/packs/premium-packs.server.ts";
import { roomDeal } from "#app/features/packs/prompt-game.server.ts";
import {
  createLocalHub,
  createRedisHub,
  type HubLog,
} from "#app/features/rooms/room-hub.server.ts";
import { roomGameRulesOf } from "#app/features/rooms/room-rules.server.ts";
import type { CreateLimiter } from "#app/features/rooms/rate-limiter.ts";
import {
  createRoomService,
  type RoomService,
  type RoomServiceOptions,
} from "#app/features/rooms/room-service.server.ts";
import type { RoomRules } from "#app/features/rooms/room.ts";
import type { Language } from "#app/i18n/language.ts";
import type { Database } from "#db/client.server.ts";

export interface OpenRoomsOptions {
  db: Database;
  /** With Redis, rooms are shared by every server process on the same database. */
  redisUrl?: string | undefined;
  log: HubLog;
  /** Where the rooms' limits are counted: Redis when given, else this process's memory. */
  createLimiter?: CreateLimiter | undefined;
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
  createLimiter,
  timing,
}: OpenRoomsOptions): Promise<OpenRooms> {
  const hub = redisUrl ? await createRedisHub(redisUrl, log) : createLocalHub();
  const service = createRoomService({
    db,
    hub,
    rules: roomRules,
    premiumPacks: playablePremiumPacks,
    createLimiter,
    timing,
  });
  return {
    service,
    close: async () => {
      service.close();
      await hub.close();
    },
  };
}

// A game's own content (words, categories, items) comes from its folder's content.server.ts.
const contentModules = import.meta.glob<(language: Language) => unknown>(
  "./games/*/content.server.ts",
  { eager: true, import: "gameContent" },
);
const gameContents = new Map(
  Object.entries(contentModules).map(([file, load]) => [file.split("/").at(-2) ?? "", load]),
);

/** Every room game's rules, and the packs and content each is played with. */
export const roomRules: RoomRules = {
  rulesOf: roomGameRulesOf,
  content: (game, language, explicitAllowed, premiumPacks, intensity) => ({
    ...roomDeal(game, language, explicitAllowed, new Set(premiumPacks), intensity),
    content: gameContents.get(game)?.(language) ?? null,
  }),
  now: () => Date.now(),
};
