import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { noGameSelected, useMinigamesStore } from "./minigames-store.ts";

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
  expect(useMinigamesStore.getState().switches.mix).toEqual({ a: true, b: true });
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
