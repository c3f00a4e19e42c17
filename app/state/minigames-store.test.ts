import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { migrateMinigames, noGameSelected, useMinigamesStore } from "./minigames-store.ts";

const initial = useMinigamesStore.getState();
beforeEach(() => useMinigamesStore.setState(initial, true));
afterEach(() => vi.restoreAllMocks());

test("setting the pack with no current game logs 'No game selected' and returns false", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  expect(useMinigamesStore.getState().setCurrentPack("Warm-up")).toBe(false);
  expect(warn).toHaveBeenCalledWith(noGameSelected);
  expect(useMinigamesStore.getState().currentPackName).toBeNull();
});

test("with a current game the pack is set", () => {
  const store = useMinigamesStore.getState();
  store.setCurrentGame("never-have-i-ever");
  expect(useMinigamesStore.getState().setCurrentPack("Warm-up")).toBe(true);
  expect(useMinigamesStore.getState().currentPackName).toBe("Warm-up");
});

test("switching off the last active pack is refused and nothing is remembered", () => {
  const switches = [
    { id: "a", active: true },
    { id: "b", active: false },
  ];
  expect(useMinigamesStore.getState().switchPack("mix", switches, "a", false)).toBe(false);
  expect(useMinigamesStore.getState().switches).toEqual({});
  expect(useMinigamesStore.getState().switchPack("mix", switches, "b", true)).toBe(true);
  expect(useMinigamesStore.getState().switches.mix).toEqual({ b: true });
});

test("only the packs the player switched are remembered, not the rest of the game's", () => {
  const switches = [
    { id: "a", active: true },
    { id: "b", active: true },
    { id: "locked", active: false },
  ];
  const { switchPack } = useMinigamesStore.getState();
  expect(switchPack("never-have-i-ever", switches, "a", false)).toBe(true);
  expect(switchPack("never-have-i-ever", switches, "b", true)).toBe(true);
  expect(useMinigamesStore.getState().switches["never-have-i-ever"]).toEqual({
    a: false,
    b: true,
  });
});

test("a store from the old build forgets its remembered offs and keeps the rest", () => {
  const old = {
    switches: {
      "never-have-i-ever": { warm: true, confessions: false, spicy: false },
      mix: { other: false },
    },
    players: [{ name: "Ana", notDrinking: false }],
    explicitAllowed: true,
    // Stores from before the setting existed play the page's language only.
    everyLanguage: false,
    memory: ["a:0:1"],
    quotes: [],
  };
  expect(migrateMinigames(old, 0)).toEqual({
    ...old,
    levels: ["mild", "medium"],
    switches: { "never-have-i-ever": { warm: true }, mix: {} },
  });
  expect(migrateMinigames(old, 1)).toEqual({ ...old, levels: ["mild", "medium"] });
});

test("a stored choice of levels is kept; one that can't be used deals mild and medium", () => {
  expect(migrateMinigames({ levels: ["wild"] }, 2)).toMatchObject({ levels: ["wild"] });
  expect(migrateMinigames({ levels: [] }, 2)).toMatchObject({ levels: ["mild", "medium"] });
  expect(migrateMinigames({ levels: ["hot"] }, 2)).toMatchObject({ levels: ["mild", "medium"] });
});

test("a table picks its levels but never drops the last one", () => {
  const { setLevel } = useMinigamesStore.getState();
  expect(setLevel("wild", true)).toBe(true);
  expect(setLevel("mild", false)).toBe(true);
  expect(setLevel("medium", false)).toBe(true);
  expect(useMinigamesStore.getState().levels).toEqual(["wild"]);
  expect(setLevel("wild", false)).toBe(false);
  expect(useMinigamesStore.getState().levels).toEqual(["wild"]);
});

test("a stored field that can't be used falls back to its default", () => {
  expect(migrateMinigames({ players: [{ name: "Ana", notDrinking: false }] }, 0)).toEqual({
    switches: {},
    players: [{ name: "Ana", notDrinking: false }],
    explicitAllowed: false,
    levels: ["mild", "medium"],
    everyLanguage: false,
    memory: [],
    quotes: [],
  });
  expect(migrateMinigames({ players: "Ana", memory: [1], switches: { mix: 3 } }, 1)).toMatchObject({
    players: [],
    memory: [],
    switches: {},
  });
  expect(migrateMinigames(null, 0)).toMatchObject({ players: [], switches: {} });
});

test("the prompt memory keeps the last 40", () => {
  const { rememberPrompt } = useMinigamesStore.getState();
  for (let i = 0; i < 45; i += 1) rememberPrompt(`p${i}`);
  const { memory } = useMinigamesStore.getState();
  expect(memory).toHaveLength(40);
  expect(memory.at(-1)).toBe("p44");
});

test("players are capped at 16", () => {
  const players = Array.from({ length: 20 }, (_, i) => ({ name: `P${i}`, notDrinking: false }));
  useMinigamesStore.getState().setPlayers(players);
  expect(useMinigamesStore.getState().players).toHaveLength(16);
});
