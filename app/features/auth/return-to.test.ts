import { expect, test } from "vitest";
import { isAuthPath, nextReturnTo, safeReturnTo } from "./return-to.ts";

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
