import { catalogue } from "#app/games/catalogue.ts";

// The games with a rule set of their own (app/games/<game>/rules.ts): only their names are read
// here, so the lobby's code loads no rules.
const ruleFiles = Object.keys(import.meta.glob("../../games/*/rules.ts"));
const withRules = new Set(ruleFiles.map((file) => file.split("/").at(-2)));

const catalogued = catalogue.filter((entry) => entry.available).map((entry) => entry.slug);
/** Games played only in rooms, not on one phone (Who Would Rather): after their cousin. */
const roomOnly: Readonly<Record<string, string>> = { "who-would-rather": "most-likely-to" };

/** The games a room plays on everyone's phone, in the catalogue's order. */
export const roomGameSlugs: readonly string[] = catalogued
  .flatMap((slug) => [slug, ...Object.keys(roomOnly).filter((only) => roomOnly[only] === slug)])
  .filter((slug) => withRules.has(slug));

/** The game a new room offers first: a vote everyone joins in at once. */
export const firstRoomGame = roomGameSlugs.includes("most-likely-to")
  ? "most-likely-to"
  : (roomGameSlugs[0] ?? "");

export type RoomGameSlug = string;

export function isRoomGame(value: string): value is RoomGameSlug {
  return roomGameSlugs.includes(value);
}

/**
 * Every other game and tool plays in a room on the host's screen: the host's phone runs it
 * and the others follow what it shows, live.
 */
export const sharedScreen = "shared-screen";

/** What a room can play: a game on everyone's phone, or any other on the host's screen. */
export type RoomPlayKind = RoomGameSlug | typeof sharedScreen;

export function isRoomPlayKind(value: string): value is RoomPlayKind {
  return value === sharedScreen || isRoomGame(value);
}

/** The games a room plays on the host's screen: the available ones it can't play on every phone. */
export const sharedScreenGames = catalogue
  .filter((entry) => entry.available && !isRoomGame(entry.slug))
  .map((entry) => ({ slug: entry.slug, path: entry.path }));

export function sharedScreenGame(slug: string | null) {
  return sharedScreenGames.find((entry) => entry.slug === slug) ?? null;
}
