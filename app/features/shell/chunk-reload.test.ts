import { describe, expect, test } from "vitest";
import {
  isChunkLoadError,
  parseReloadAttempts,
  recordReloadAttempt,
  shouldReloadAfterChunkError,
} from "./chunk-reload.ts";

const now = 1_700_000_000_000;

describe("shouldReloadAfterChunkError", () => {
  test("reloads a path that has not reloaded yet", () => {
    expect(shouldReloadAfterChunkError("/games/mix", now, {})).toBe(true);
    expect(shouldReloadAfterChunkError("/games/mix", now, { "/": now - 1000 })).toBe(true);
  });

  test("does not reload the same path again within 10 s", () => {
    expect(shouldReloadAfterChunkError("/games/mix", now, { "/games/mix": now - 9_999 })).toBe(
      false,
    );
  });

  test("reloads again once 10 s have passed", () => {
    expect(shouldReloadAfterChunkError("/games/mix", now, { "/games/mix": now - 10_000 })).toBe(
      true,
    );
  });

  test("a remembered time in the future (clock changed) does not block for good", () => {
    expect(shouldReloadAfterChunkError("/", now, { "/": now + 60_000 })).toBe(true);
  });
});

test("recordReloadAttempt remembers the path and forgets stale entries", () => {
  expect(
    recordReloadAttempt("/games/mix", now, { "/": now - 20_000, "/tools/dice-roll": now - 5_000 }),
  ).toEqual({ "/tools/dice-roll": now - 5_000, "/games/mix": now });
});

test("parseReloadAttempts keeps only numeric entries", () => {
  expect(parseReloadAttempts({ "/": now, "/x": "soon", "/y": null })).toEqual({ "/": now });
  expect(parseReloadAttempts(null)).toEqual({});
  expect(parseReloadAttempts([now])).toEqual({});
});

test("isChunkLoadError recognises the browsers' failed-import messages", () => {
  expect(
    isChunkLoadError(
      new TypeError("Failed to fetch dynamically imported module: /assets/mix-abc.js"),
    ),
  ).toBe(true);
  expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
  expect(isChunkLoadError(new Error("Network request failed"))).toBe(false);
  expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
});
