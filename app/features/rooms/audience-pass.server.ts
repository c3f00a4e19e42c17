import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * An audience phone's pass (docs/decisions/037-presence-and-audience.md): the room's code and a
 * token in the same cookie a seat's secret rides in. Hundreds of phones may watch a room, so
 * they are not written into it: the token carries the phone's id and a MAC of it under the
 * room's own audience key, which any server process checks against the stored room.
 */
const prefix = "aud-";
const idLength = 12;
const macLength = 22;

export const isAudienceToken = (token: string) => token.startsWith(prefix);

/** A room's audience key: made with the room, it signs every audience pass of the room. */
export const newAudienceKey = () => randomBytes(16).toString("base64url");

const macOf = (key: string, code: string, id: string) =>
  createHmac("sha256", key).update(`${code}.${id}`).digest("base64url").slice(0, macLength);

export function newAudienceToken(key: string, code: string): string {
  const id = randomBytes(9).toString("base64url");
  return `${prefix}${id}${macOf(key, code, id)}`;
}

/** The audience id a token carries, when the room's key signed it; else null. */
export function audienceIdOf(key: string, code: string, token: string): string | null {
  if (!isAudienceToken(token) || token.length !== prefix.length + idLength + macLength) {
    return null;
  }
  const id = token.slice(prefix.length, prefix.length + idLength);
  const given = Buffer.from(token.slice(prefix.length + idLength));
  const expected = Buffer.from(macOf(key, code, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
