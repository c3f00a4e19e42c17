import { describe, expect, test } from "vitest";
import { isNewBuild, latestBuildUrl, parseLatestBuild, runningBuildId } from "./build-update.ts";

describe("isNewBuild", () => {
  test("is true when the latest build differs from the running one", () => {
    expect(isNewBuild("abc123", { id: "def456", builtAt: "2026-11-22T10:00:00.000Z" })).toBe(true);
  });

  test("is false for the same build", () => {
    expect(isNewBuild("abc123", { id: "abc123", builtAt: "2026-11-22T10:00:00.000Z" })).toBe(false);
  });

  test("is false when either side is unknown", () => {
    expect(isNewBuild(null, { id: "def456", builtAt: "" })).toBe(false);
    expect(isNewBuild("abc123", null)).toBe(false);
  });
});

describe("parseLatestBuild", () => {
  test("reads the id and build time", () => {
    expect(parseLatestBuild({ id: "def456", builtAt: "2026-11-22T10:00:00.000Z" })).toEqual({
      id: "def456",
      builtAt: "2026-11-22T10:00:00.000Z",
    });
  });

  test("tolerates a missing build time", () => {
    expect(parseLatestBuild({ id: "def456" })).toEqual({ id: "def456", builtAt: "" });
  });

  test("rejects anything without a usable id", () => {
    expect(parseLatestBuild(null)).toBeNull();
    expect(parseLatestBuild("def456")).toBeNull();
    expect(parseLatestBuild({ id: 42 })).toBeNull();
    expect(parseLatestBuild({ id: "" })).toBeNull();
  });
});

test("runningBuildId reads React Router's manifest version", () => {
  expect(runningBuildId({ version: "abc123", routes: {} })).toBe("abc123");
  expect(runningBuildId({ routes: {} })).toBeNull();
  expect(runningBuildId(undefined)).toBeNull();
});

test("latestBuildUrl busts caches with the timestamp", () => {
  expect(latestBuildUrl(1_700_000_000_000)).toBe("/builds/latest.json?t=1700000000000");
});
