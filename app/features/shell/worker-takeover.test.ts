import { expect, test } from "vitest";
import { reloadsOnTakeover } from "./worker-takeover.ts";

test("a new version of the worker reloads the page", () => {
  expect(reloadsOnTakeover({ isUpdate: true, isExternal: false }, true)).toBe(true);
  expect(reloadsOnTakeover({ isUpdate: true, isExternal: true }, true)).toBe(true);
});

test("a worker activated from another tab reloads a page an older worker controlled", () => {
  expect(reloadsOnTakeover({ isUpdate: false, isExternal: true }, true)).toBe(true);
});

test("the first worker of a visit never reloads, whichever page installed it", () => {
  expect(reloadsOnTakeover({ isUpdate: false, isExternal: false }, false)).toBe(false);
  expect(reloadsOnTakeover({ isUpdate: false, isExternal: true }, false)).toBe(false);
});
