import { describe, expect, it } from "vitest";
import type { GameTable } from "./game-rules.ts";
import { dealtAsSeated, dealtSeat, tableSizeRefusal } from "./table-seats.ts";

function tableOf(...names: string[]): GameTable {
  return {
    players: names.map((name) => ({ id: name, name, notDrinking: false })),
    alcoholFree: false,
    packs: [],
    switches: [],
    content: null,
    hostId: names[0] ?? "",
    now: 0,
  };
}

describe("tableSizeRefusal", () => {
  it("refuses a table below the game's minimum with that minimum", () => {
    expect(tableSizeRefusal(tableOf("Ana"), 2, 4)).toEqual({
      invalid: true,
      code: "tooFewPlayers",
      params: { min: 2 },
    });
  });

  it("refuses a table above the game's maximum with that maximum", () => {
    expect(tableSizeRefusal(tableOf("A", "B", "C"), 1, 2)).toEqual({
      invalid: true,
      code: "tooManyPlayers",
      params: { max: 2 },
    });
  });

  it("lets a table of the minimum and of the maximum play", () => {
    expect(tableSizeRefusal(tableOf("A", "B"), 2, 3)).toBeNull();
    expect(tableSizeRefusal(tableOf("A", "B", "C"), 2, 3)).toBeNull();
  });
});

describe("dealtAsSeated", () => {
  const dealt = [
    { id: "a", name: "Ana", left: false, lives: 3 },
    { id: "b", name: "Bo", left: false, lives: 2 },
  ];

  it("marks a player no longer seated as left and keeps what they had", () => {
    const table = { ...tableOf(), players: [{ id: "a", name: "Ana", notDrinking: false }] };
    expect(dealtAsSeated(dealt, table)).toEqual([
      { id: "a", name: "Ana", left: false, lives: 3 },
      { id: "b", name: "Bo", left: true, lives: 2 },
    ]);
  });

  it("takes the name a seated player goes by now", () => {
    const table = {
      ...tableOf(),
      players: [
        { id: "a", name: "Anna", notDrinking: false },
        { id: "b", name: "Bo", notDrinking: false },
      ],
    };
    expect(dealtAsSeated(dealt, table).map((player) => player.name)).toEqual(["Anna", "Bo"]);
  });
});

describe("dealtSeat", () => {
  it("names the seat at an index and nobody for none or past the end", () => {
    const players = [{ id: "a", name: "Ana", left: true }];
    expect(dealtSeat(players, 0)).toEqual({ id: "a", name: "Ana" });
    expect(dealtSeat(players, null)).toBeNull();
    expect(dealtSeat(players, 1)).toBeNull();
  });
});
