import { expect, test } from "vitest";
import { isInvalid } from "#app/games/_engine/invalid.ts";
import type { GameTable } from "#app/games/_engine/game-rules.ts";
import { sharedScreenMoveSchema, sharedScreenRoom, screenLimits } from "./shared-screen.ts";

const table: GameTable = {
  players: [
    { id: "host", name: "Ada", notDrinking: false },
    { id: "guest", name: "Bo", notDrinking: false },
  ],
  alcoholFree: false,
  packs: [],
  switches: [],
  content: null,
  hostId: "host",
  now: 0,
};

test("only the host's screen is shared, and every phone sees the same one", () => {
  const start = sharedScreenRoom.setup(table, 1);
  if (isInvalid(start)) throw new Error(start.code);
  const move = { type: "screen" as const, title: "Meyer", lines: ["Ada rolled 5 and 3"] };
  expect(isInvalid(sharedScreenRoom.move(start, "guest", move, table))).toBe(true);
  const shown = sharedScreenRoom.move(start, "host", move, table);
  if (isInvalid(shown)) throw new Error(shown.code);
  expect(sharedScreenRoom.view(shown, "guest", table)).toEqual({
    screen: { title: "Meyer", lines: ["Ada rolled 5 and 3"], number: 1 },
  });
  const next = sharedScreenRoom.move(shown, "host", { ...move, lines: ["Bo's turn"] }, table);
  expect(isInvalid(next) ? null : next.screen?.number).toBe(2);
});

test("a screen is words within limits, nothing else", () => {
  const line = "x".repeat(screenLimits.lineLength);
  const ok = { type: "screen", title: "T", lines: [line] };
  expect(sharedScreenMoveSchema.safeParse(ok).success).toBe(true);
  for (const bad of [
    { ...ok, lines: [`${line}x`] },
    { ...ok, lines: Array.from({ length: screenLimits.lines + 1 }, () => "a") },
    { ...ok, lines: [""] },
    { ...ok, html: "<b>" },
    { ...ok, title: "t".repeat(screenLimits.titleLength + 1) },
  ]) {
    expect(sharedScreenMoveSchema.safeParse(bad).success).toBe(false);
  }
});
