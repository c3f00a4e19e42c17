// No 0/o or 1/l: a pack id is read off a phone or a printed card without being misread.
export const packIdAlphabet = "abcdefghijkmnpqrstuvwxyz23456789";
export const packIdLength = 10;

/**
 * What an authored pack's id looks like (newPackId in authored-packs.server.ts makes them).
 * A URL's id is checked against it before any query: anything else names no pack, and a
 * NUL in it would make PostgreSQL fail instead of answering "not found".
 */
const packIdPattern = new RegExp(`^[${packIdAlphabet}]{${packIdLength}}$`);

export function isPackId(value: string): boolean {
  return packIdPattern.test(value);
}
