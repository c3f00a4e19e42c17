import { expect, test } from "vitest";
import { decodeSave, encodeSave } from "./saved-game.ts";
import { phoneSeats, phoneTable, seatsKey, tableGameKind } from "./use-table-game.ts";

const parseCount = (value: unknown) => (typeof value === "number" ? value : null);
const kind = tableGameKind("test-table", 1, parseCount);

test("the phone's players are the seats, named by their names, the first one hosting", () => {
  const table = phoneTable([
    { name: "Ada", notDrinking: false },
    { name: "Bo", notDrinking: true },
  ]);
  expect(table.players).toEqual([
    { id: "Ada", name: "Ada", notDrinking: false },
    { id: "Bo", name: "Bo", notDrinking: true },
  ]);
  expect(table.hostId).toBe("Ada");
  expect(table.content).toBeNull();
});

test("the seats' key changes with who sits and who drinks, not with the table object", () => {
  const players = [
    { name: "Ada", notDrinking: false },
    { name: "Bo", notDrinking: false },
  ];
  const key = seatsKey(phoneTable(players));
  expect(seatsKey(phoneTable([...players]))).toBe(key);
  expect(seatsKey(phoneTable(players.toReversed()))).not.toBe(key);
  const soberBo = [
    { name: "Ada", notDrinking: false },
    { name: "Bo", notDrinking: true },
  ];
  expect(seatsKey(phoneTable(soberBo))).not.toBe(key);
  expect(phoneSeats([])).toEqual([]);
});

test("a save keeps the state with its seats, and a save of another shape is refused", () => {
  const saved = { state: 3, seats: "Ada\u0000Bo" };
  expect(decodeSave(kind, encodeSave(kind, saved))).toEqual(saved);
  expect(
    decodeSave(kind, JSON.stringify({ v: 1, state: { state: "three", seats: "" } })),
  ).toBeNull();
  expect(decodeSave(kind, JSON.stringify({ v: 1, state: { state: 3 } }))).toBeNull();
});
