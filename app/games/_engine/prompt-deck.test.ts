import { expect, test } from "vitest";
import { testPack } from "#tests/factories/packs.ts";
import { newDeck } from "./deck.ts";
import { dealAtTable, isPackOn } from "./prompt-deck.ts";
import type { GameTable } from "./game-rules.ts";

const warm = testPack("warm", 5);
const spicy = testPack("spicy", 5, { explicit: true });

function tableOf(switches: GameTable["switches"]): GameTable {
  return {
    players: [{ id: "seat-ana", name: "Ana", notDrinking: false }],
    alcoholFree: false,
    packs: [warm, spicy],
    switches,
    content: null,
    hostId: "seat-ana",
    now: 0,
  };
}

test("deals from the packs switched on", () => {
  const dealt = dealAtTable(newDeck(1), tableOf([{ id: warm.id, active: true }]));
  expect(dealt?.current?.packId).toBe(warm.id);
  expect(dealt?.drawn).toBe(1);
});

test("nothing to deal when every pack is off", () => {
  expect(dealAtTable(newDeck(1), tableOf([{ id: warm.id, active: false }]))).toBeNull();
});

test("a pack is on only while its switch is", () => {
  const table = tableOf([
    { id: warm.id, active: true },
    { id: spicy.id, active: false },
  ]);
  expect(isPackOn(table, warm.id)).toBe(true);
  expect(isPackOn(table, spicy.id)).toBe(false);
  expect(isPackOn(table, "unknown")).toBe(false);
});
