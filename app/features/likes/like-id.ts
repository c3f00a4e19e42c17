/**
 * What a like's id looks like: a catalogue game's or tool's slug, or an authored pack's id
 * (packs/pack-id.ts), both lowercase words joined by dashes. Only the shape is checked, so a
 * like of a pack deleted since can still be taken back; anything else is refused before a
 * query, where a NUL would make PostgreSQL fail.
 */
const likeIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isLikeId(value: string): boolean {
  return value.length <= 60 && likeIdPattern.test(value);
}
