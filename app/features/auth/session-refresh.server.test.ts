import { expect, test } from "vitest";
import { SessionCookies } from "./session-refresh.server.ts";

const refreshed = "better-auth.session_token=new; Max-Age=2592000; Path=/; HttpOnly";

test("a refreshed session cookie goes out with a response that sets none", () => {
  const cookies = new SessionCookies();
  cookies.record([refreshed]);
  const response = cookies.addTo(new Response("page", { status: 201 }));
  expect(response.headers.getSetCookie()).toEqual([refreshed]);
  expect(response.status).toBe(201);
});

test("a sign-in or sign-out in the same request has the last word on the cookie", () => {
  const cookies = new SessionCookies();
  cookies.record([refreshed]);
  const signedOut = new Headers();
  signedOut.append("Set-Cookie", "better-auth.session_token=; Max-Age=0; Path=/");
  signedOut.append("Set-Cookie", "lng=da; Path=/");
  const response = cookies.addTo(new Response(null, { status: 302, headers: signedOut }));
  expect(response.headers.getSetCookie()).toEqual([
    "better-auth.session_token=; Max-Age=0; Path=/",
    "lng=da; Path=/",
  ]);
});

test("the last read of a cookie wins, and nothing recorded leaves the response alone", () => {
  const cookies = new SessionCookies();
  const untouched = new Response("page");
  expect(cookies.addTo(untouched)).toBe(untouched);
  cookies.record(["better-auth.session_token=old; Path=/", refreshed]);
  expect(cookies.addTo(new Response("page")).headers.getSetCookie()).toEqual([refreshed]);
});
