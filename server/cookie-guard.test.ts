import { expect, test } from "vitest";
import { expiredCookie, ownCookies, unreadableCookies } from "./cookie-guard.ts";

test("each of our cookies with a value that can't be read is named for clearing", () => {
  for (const name of ownCookies) {
    for (const bad of ["%", "%E0%A4%A", "%%%%", "%ED%A0%80", "a%00b", "%1B[2J", "%7F"]) {
      expect(unreadableCookies(`other=1; ${name}=${bad}`), `${name}=${bad}`).toEqual([name]);
    }
  }
  expect(unreadableCookies("lng=%; pd_seat=%%; party-dojo-age=yes")).toEqual(["lng", "pd_seat"]);
});

test("readable values, other sites' cookies and Better Auth's are left alone", () => {
  expect(unreadableCookies("lng=da; pd_seat=KDPW.abcdefghijklmnop; pd_ref=priya")).toEqual([]);
  expect(unreadableCookies("tracker=%; better-auth.session_token=%")).toEqual([]);
  // Not a language we have is not unreadable: the reader simply doesn't use it.
  expect(unreadableCookies("lng=xx")).toEqual([]);
  expect(unreadableCookies(undefined)).toEqual([]);
});

test("a bad copy among duplicates is cleared", () => {
  expect(unreadableCookies("lng=da; lng=%")).toEqual(["lng"]);
});

test("the clearing cookie expires at once, at the path it was set", () => {
  expect(expiredCookie("lng")).toMatch(/^lng=; Path=\/; Max-Age=0; /);
});
