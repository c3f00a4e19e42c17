import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { readSavedGame, startNewGame, writeSavedGame } from "./saved-game.ts";
import { parseVetoes, vetoesKind } from "./veto-button.tsx";
import { memoryWindow } from "#tests/mocks/memory-storage.ts";

test("saved vetoes read back as the names that used theirs", () => {
  expect(parseVetoes([])).toEqual([]);
  expect(parseVetoes(["Ana", "Bo"])).toEqual(["Ana", "Bo"]);
});

test("a save that isn't a list of distinct names is refused", () => {
  expect(parseVetoes(["Ana", "Ana"])).toBeNull();
  expect(parseVetoes(["Ana", 3])).toBeNull();
  expect(parseVetoes({ Ana: true })).toBeNull();
  expect(parseVetoes(Array.from({ length: 17 }, (_, i) => `P${i}`))).toBeNull();
});

describe("a game's saved vetoes", () => {
  beforeEach(() => {
    vi.stubGlobal("window", memoryWindow());
  });
  afterEach(() => {
    // The saves this page holds outlive its window: each test starts from none.
    startNewGame("mix");
    startNewGame("squiffy");
    vi.unstubAllGlobals();
  });

  test("read back what was saved, and only for that game", () => {
    writeSavedGame(vetoesKind("mix"), ["Ana"]);
    expect(readSavedGame(vetoesKind("mix"))).toEqual(["Ana"]);
    expect(readSavedGame(vetoesKind("squiffy"))).toBeNull();
  });

  test("are part of the game's save: a new game gives every veto back", () => {
    writeSavedGame(vetoesKind("mix"), ["Ana"]);
    writeSavedGame(vetoesKind("squiffy"), ["Bo"]);
    startNewGame("mix");
    expect(readSavedGame(vetoesKind("mix"))).toBeNull();
    expect(readSavedGame(vetoesKind("squiffy"))).toEqual(["Bo"]);
  });

  test("read back what this page just wrote without parsing the save again", () => {
    // A board saves on every tap; its next render reads the save back through vetoesKind,
    // which must know the write it made rather than parse and validate it each time.
    const written = ["Ana", "Bo"];
    writeSavedGame(vetoesKind("mix"), written);
    expect(readSavedGame(vetoesKind("mix"))).toBe(written);
  });
});
