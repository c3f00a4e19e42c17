import { expect, test } from "vitest";
import { createStreamCaps } from "./room-stream-caps.ts";

test("a seat's fourth stream closes its oldest, so a reloaded phone always gets in", () => {
  const caps = createStreamCaps({ perSeat: 3, perAddress: 300 });
  const closed: number[] = [];
  const releases = [1, 2, 3, 4, 5].map((n) => caps.admit("seat", "here", () => closed.push(n)));
  expect(releases.every((release) => release !== null)).toBe(true);
  expect(closed).toEqual([1, 2]);
  // Releasing a stream that was already closed counts nothing twice.
  releases[0]?.();
  caps.admit("seat", "here", () => closed.push(6));
  expect(closed).toEqual([1, 2, 3]);
});

test("an address over its cap is refused a new seat's stream, but a seated phone still gets in", () => {
  const caps = createStreamCaps({ perSeat: 3, perAddress: 4 });
  const closed: string[] = [];
  for (const seat of ["a", "b", "c", "d"]) caps.admit(seat, "venue", () => closed.push(seat));
  expect(caps.allows("e", "venue")).toBe(false);
  expect(caps.admit("e", "venue", () => {})).toBeNull();
  expect(caps.admit("e", "elsewhere", () => {})).not.toBeNull();
  // Seat "a" reloads: its old stream makes room for the new one.
  expect(caps.allows("a", "venue")).toBe(true);
  expect(caps.admit("a", "venue", () => closed.push("a again"))).not.toBeNull();
  expect(closed).toEqual(["a"]);
});

test("a released stream frees its place", () => {
  const caps = createStreamCaps({ perSeat: 3, perAddress: 1 });
  const release = caps.admit("a", "venue", () => {});
  expect(caps.allows("b", "venue")).toBe(false);
  release?.();
  expect(caps.allows("b", "venue")).toBe(true);
});
