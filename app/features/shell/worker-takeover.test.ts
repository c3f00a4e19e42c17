import { expect, it } from "vitest";
import { reloadsOnTakeover } from "./worker-takeover.ts";

it("a page an earlier worker served reloads when a new one takes over", () => {
  expect(reloadsOnTakeover(true)).toBe(true);
});

it("a page that loaded from the network keeps what the visitor typed when the first worker takes over", () => {
  expect(reloadsOnTakeover(false)).toBe(false);
});
