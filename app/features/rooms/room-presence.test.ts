import { expect, test } from "vitest";
import { createPresenceBoard } from "./room-presence.ts";

const timing = { awayMs: 180_000, staleMs: 60_000 };
const seats = [{ id: "ada" }, { id: "bo" }, { id: "kid", passedBy: "ada" }];

test("a seat with a stream is here, and a player without a phone is where their phone is", () => {
  const board = createPresenceBoard(timing);
  board.record({ code: "ABCD", from: "one", here: ["ada", "bo"], audience: 0, at: 1_000 });
  expect(board.of("ABCD", seats, 2_000)).toEqual({ ada: "here", bo: "here", kid: "here" });
});

test("a seat whose stream closed is away, then gone once away long enough", () => {
  const board = createPresenceBoard(timing);
  board.record({ code: "ABCD", from: "one", here: ["ada", "bo"], audience: 0, at: 1_000 });
  board.record({ code: "ABCD", from: "one", here: ["ada"], audience: 0, at: 5_000 });
  expect(board.of("ABCD", seats, 6_000).bo).toBe("away");
  expect(board.of("ABCD", seats, 5_000 + timing.awayMs - 1).bo).toBe("away");
  expect(board.of("ABCD", seats, 5_000 + timing.awayMs).bo).toBe("gone");
  // Back on the room: here again, whatever came before.
  board.record({ code: "ABCD", from: "one", here: ["ada", "bo"], audience: 0, at: 200_000 });
  expect(board.of("ABCD", seats, 200_001).bo).toBe("here");
});

test("a seat held by any process is here; one only a process that stopped reporting held is not", () => {
  const board = createPresenceBoard(timing);
  board.record({ code: "ABCD", from: "one", here: ["ada"], audience: 0, at: 1_000 });
  board.record({ code: "ABCD", from: "two", here: ["bo"], audience: 0, at: 1_000 });
  board.record({ code: "ABCD", from: "one", here: ["ada"], audience: 0, at: 40_000 });
  expect(board.of("ABCD", seats, 50_000)).toMatchObject({ ada: "here", bo: "here" });
  // Process two died with Bo's stream: its report goes stale, and Bo is away, then gone.
  expect(board.of("ABCD", seats, 61_001).bo).toBe("away");
  expect(board.of("ABCD", seats, 1_000 + timing.awayMs).bo).toBe("gone");
});

test("an older report arriving late changes nothing", () => {
  const board = createPresenceBoard(timing);
  board.record({ code: "ABCD", from: "one", here: ["ada", "bo"], audience: 0, at: 5_000 });
  board.record({ code: "ABCD", from: "one", here: ["ada"], audience: 0, at: 4_000 });
  expect(board.of("ABCD", seats, 6_000).bo).toBe("here");
});

test("a seat never seen since the room was first heard of is away, then gone", () => {
  const board = createPresenceBoard(timing);
  board.record({ code: "ABCD", from: "one", here: ["ada"], audience: 0, at: 1_000 });
  expect(board.of("ABCD", seats, 2_000).bo).toBe("away");
  expect(board.of("ABCD", seats, 1_000 + timing.awayMs).bo).toBe("gone");
});

test("the audience is counted on every process that still reports", () => {
  const board = createPresenceBoard(timing);
  board.record({ code: "ABCD", from: "one", here: [], audience: 40, at: 1_000 });
  board.record({ code: "ABCD", from: "two", here: [], audience: 2, at: 30_000 });
  expect(board.audienceOf("ABCD", 31_000)).toBe(42);
  expect(board.audienceOf("ABCD", 61_001)).toBe(2);
});
