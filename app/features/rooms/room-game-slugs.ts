import { catalogue } from "#app/games/catalogue.ts";

/** The games a room plays on everyone's phone, in the order the lobby offers them. */
export const roomGameSlugs = [
  "most-likely-to",
  "who-would-rather",
  "never-have-i-ever",
  "truth-or-dare",
  "squiffy",
  "word-guess",
] as const;

export type RoomGameSlug = (typeof roomGameSlugs)[number];

export function isRoomGame(value: string): value is RoomGameSlug {
  return roomGameSlugs.some((slug) => slug === value);
}

/**
 * Every other game and tool plays in a room on the host's screen: the host's phone runs it
 * and the others follow what it shows, live.
 */
export const sharedScreen = "shared-screen";

/** What a room can play: a game on everyone's phone, or any other on the host's screen. */
export type RoomPlayKind = RoomGameSlug | typeof sharedScreen;

export const roomPlayKinds = [...roomGameSlugs, sharedScreen] as const;

/** The games a room plays on the host's screen: the available ones it can't play on every phone. */
export const sharedScreenGames = catalogue
  .filter((entry) => entry.available && !isRoomGame(entry.slug))
  .map((entry) => ({ slug: entry.slug, path: entry.path }));

export function sharedScreenGame(slug: string | null) {
  return sharedScreenGames.find((entry) => entry.slug === slug) ?? null;
}
