/** The games a room plays on everyone's phone, in the order the lobby offers them. */
export const roomGameSlugs = [
  "most-likely-to",
  "never-have-i-ever",
  "truth-or-dare",
  "squiffy",
  "word-guess",
] as const;

export type RoomGameSlug = (typeof roomGameSlugs)[number];

export function isRoomGame(value: string): value is RoomGameSlug {
  return roomGameSlugs.some((slug) => slug === value);
}
