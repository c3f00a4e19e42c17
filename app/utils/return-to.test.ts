import { expect, test } from "vitest";
import {
  isAuthPath,
  nextReturnTo,
  requestedReturnTo,
  safeReturnTo,
  signInPathFor,
} from "./return-to.ts";

test("arriving on an auth page remembers the page before, or '/' without one", () => {
  expect(nextReturnTo("/games/truth-or-dare", null)).toBe("/games/truth-or-dare");
  expect(nextReturnTo(null, "/games/mix")).toBe("/");
});

test("moving between sign-in and sign-up keeps the remembered page", () => {
  expect(nextReturnTo("/sign-in", "/games/mix")).toBe("/games/mix");
  expect(nextReturnTo("/sign-up?x=1", null)).toBe("/");
});

test("only paths on this site are followed", () => {
  expect(safeReturnTo("/go")).toBe("/go");
  expect(safeReturnTo("//evil.example")).toBe("/");
  expect(safeReturnTo("https://evil.example")).toBe("/");
  expect(safeReturnTo(42)).toBe("/");
  expect(isAuthPath("/sign-up/")).toBe(true);
});

test("a page named by the sign-in address (an expired session) wins over the one before", () => {
  expect(nextReturnTo("/games/mix", "/go", "/profile")).toBe("/profile");
  expect(requestedReturnTo("?returnTo=%2Fprofile&method=phone")).toBe("/profile");
  expect(signInPathFor("/profile")).toBe("/sign-in?returnTo=%2Fprofile");
  expect(signInPathFor("/editor", "/sign-up")).toBe("/sign-up?returnTo=%2Feditor");
  expect(requestedReturnTo(new URL(signInPathFor("/profile"), "http://x").search)).toBe("/profile");
});

test("a requested page must be a page of this site and not an auth page", () => {
  expect(requestedReturnTo("?returnTo=https%3A%2F%2Fevil.example")).toBeNull();
  expect(requestedReturnTo("?returnTo=%2F%2Fevil.example")).toBeNull();
  expect(requestedReturnTo("?returnTo=%2Fsign-up")).toBeNull();
  expect(requestedReturnTo("?method=phone")).toBeNull();
});
