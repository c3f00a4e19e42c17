import { expect, test } from "vitest";
import { readSeatPass, seatCookie } from "./seat-cookie.ts";

test("a seat's cookie is read back as it was written, and only then", () => {
  const pass = { code: "KDPW", token: "abcdefghijklmnopqrstuvwx" };
  const cookie = seatCookie(pass, true);
  expect(cookie).toContain("HttpOnly");
  expect(cookie).toContain("SameSite=Lax");
  expect(cookie).toContain("Secure");
  expect(readSeatPass(`lng=da; ${cookie.split(";")[0]}`)).toEqual(pass);
  for (const header of [
    null,
    "pd_seat=KDPW",
    "pd_seat=KD0W.abcdefghijklmnopqrstuvwx",
    "pd_seat=KDPW.short",
  ]) {
    expect(readSeatPass(header), String(header)).toBeNull();
  }
});
