import { readCookie } from "#app/i18n/language.ts";
import { normaliseRoomCode } from "./room.ts";

/**
 * A phone's seat: the room's code and the seat's secret, in one cookie the page can't read.
 * It is what lets a reloaded, re-locked or reconnected phone sit back down in the same seat.
 * One room per phone: joining another room replaces it.
 */
export const seatCookieName = "pd_seat";
const seatLifetimeSeconds = 24 * 60 * 60;
const tokenPattern = /^[\w-]{16,64}$/;

export interface SeatPass {
  code: string;
  token: string;
}

export function readSeatPass(cookieHeader: string | null | undefined): SeatPass | null {
  const value = readCookie(cookieHeader ?? null, seatCookieName);
  if (!value) return null;
  const [rawCode = "", token = ""] = value.split(".");
  const code = normaliseRoomCode(rawCode);
  return code && tokenPattern.test(token) ? { code, token } : null;
}

export function seatCookie(pass: SeatPass, secure: boolean): string {
  return [
    `${seatCookieName}=${pass.code}.${pass.token}`,
    "Path=/",
    `Max-Age=${seatLifetimeSeconds}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
