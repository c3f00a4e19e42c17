import { catalogue, type CatalogueSlug } from "#app/games/catalogue.ts";

/** Games played only in rooms, not on one phone (Who Would Rather): offered after their cousin. */
const roomOnly: Readonly<Record<string, string>> = { "who-would-rather": "most-likely-to" };

let slugs: readonly string[] | null = null;

/**
 * The games a room plays on everyone's phone, in the catalogue's order: those with a rule set of
 * their own (app/games/<game>/rules.ts). Only the files' names are read, so the lobby's code
 * loads no rules. Worked out on first use: the server's own modules run without the bundler
 * (`npm run dev`) and import this file without ever asking.
 */
export function roomGameSlugs(): readonly string[] {
  if (slugs) return slugs;
  const ruleFiles = Object.keys(import.meta.glob("../../games/*/rules.ts"));
  const withRules = new Set(ruleFiles.map((file) => file.split("/").at(-2)));
  slugs = catalogue
    .filter((entry) => entry.available)
    .flatMap((entry) => [
      entry.slug,
      ...Object.keys(roomOnly).filter((only) => roomOnly[only] === entry.slug),
    ])
    .filter((slug) => withRules.has(slug));
  return slugs;
}

/** The game a new room offers first: a vote everyone joins in at once. */
export function firstRoomGame(): string {
  const offered = roomGameSlugs();
  return offered.includes("most-likely-to") ? "most-likely-to" : (offered[0] ?? sharedScreen);
}

export type RoomGameSlug = string;

export function isRoomGame(value: string): value is RoomGameSlug {
  return roomGameSlugs().includes(value);
}

/**
 * Any game or tool can also be played on the host's screen: the host's phone runs it and the
 * others follow what it shows, live. A game played on everyone's phone offers it as an option.
 */
export const sharedScreen = "shared-screen";

/** What a room can play: a game on everyone's phone, or any other on the host's screen. */
export type RoomPlayKind = RoomGameSlug | typeof sharedScreen;

export function isRoomPlayKind(value: string): value is RoomPlayKind {
  return value === sharedScreen || isRoomGame(value);
}

/** The games a room can play on the host's screen: every available one. */
export function sharedScreenGames(): { slug: CatalogueSlug; path: string }[] {
  return catalogue
    .filter((entry) => entry.available)
    .map((entry) => ({ slug: entry.slug, path: entry.path }));
}

export function sharedScreenGame(slug: string | null) {
  return sharedScreenGames().find((entry) => entry.slug === slug) ?? null;
}
