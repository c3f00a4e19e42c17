import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage, stubEventfulPage } from "#tests/mocks/memory-storage.ts";
import { flushWrites } from "#app/utils/write-behind.ts";
import {
  clearSavedGame,
  decodeSave,
  dismissDiscardedGames,
  encodeSave,
  readSavedGame,
  savedGameKind,
  startNewGame,
  writeSavedGame,
} from "./saved-game.ts";

interface Score {
  points: number;
}

function parseScore(value: unknown): Score | null {
  if (typeof value !== "object" || value === null || !("points" in value)) return null;
  return typeof value.points === "number" ? { points: value.points } : null;
}

const score = savedGameKind("test-game", 2, parseScore);
const part = savedGameKind("test-game/part", 1, parseScore);
const other = savedGameKind("test-gamer", 1, parseScore);

// One page for the whole file (saves are written after the tap, by listeners on the page).
const { page, doc } = stubEventfulPage();

beforeEach(() => {
  page.localStorage = memoryStorage();
});

afterEach(() => {
  // What one test's page held is not the next one's.
  startNewGame("test-game");
  startNewGame("test-gamer");
  flushWrites();
  dismissDiscardedGames();
});

/** Another tab stores `raw` under `key`, as the storage event tells this one. */
function otherTabWrites(key: string, raw: string): void {
  page.localStorage.setItem(key, raw);
  const event = new Event("storage");
  Object.assign(event, { key, newValue: raw });
  page.dispatchEvent(event);
}

describe("decodeSave", () => {
  it("returns the state of a save of the kind's version", () => {
    expect(decodeSave(score, encodeSave(score, { points: 7 }))).toEqual({ points: 7 });
  });

  it("refuses another version, a bare state, broken JSON and a state its parser refuses", () => {
    expect(decodeSave(score, JSON.stringify({ v: 1, state: { points: 7 } }))).toBeNull();
    expect(decodeSave(score, JSON.stringify({ points: 7 }))).toBeNull();
    expect(decodeSave(score, "{not json")).toBeNull();
    expect(decodeSave(score, JSON.stringify({ v: 2, state: { points: "7" } }))).toBeNull();
  });

  it("refuses a save whose parser throws instead of passing the error on", () => {
    const throwing = savedGameKind("throwing", 1, () => {
      throw new TypeError("old shape");
    });
    expect(decodeSave(throwing, JSON.stringify({ v: 1, state: {} }))).toBeNull();
  });
});

describe("saved games on the device", () => {
  it("reads back what was written", () => {
    writeSavedGame(score, { points: 3 });
    expect(readSavedGame(score)).toEqual({ points: 3 });
  });

  it("removes a save from an older build instead of handing it to the board", () => {
    page.localStorage.setItem(
      "party-dojo:game:test-game",
      JSON.stringify({ v: 1, state: { old: true } }),
    );
    expect(readSavedGame(score)).toBeNull();
    expect(page.localStorage.getItem("party-dojo:game:test-game")).toBeNull();
  });

  it("clears one kind", () => {
    writeSavedGame(score, { points: 3 });
    clearSavedGame(score);
    expect(readSavedGame(score)).toBeNull();
  });

  it("starts a new game by clearing the game and its parts, not other games", () => {
    writeSavedGame(score, { points: 1 });
    writeSavedGame(part, { points: 2 });
    writeSavedGame(other, { points: 3 });
    startNewGame("test-game");
    expect(readSavedGame(score)).toBeNull();
    expect(readSavedGame(part)).toBeNull();
    expect(readSavedGame(other)).toEqual({ points: 3 });
  });

  it("keeps saves in memory where storage is blocked", () => {
    const blocked = memoryStorage();
    blocked.setItem = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    page.localStorage = blocked;
    writeSavedGame(score, { points: 9 });
    flushWrites();
    expect(readSavedGame(score)).toEqual({ points: 9 });
    startNewGame("test-game");
    expect(readSavedGame(score)).toBeNull();
  });
});

describe("reading back this page's own write", () => {
  it("hands back the state without parsing the save again", () => {
    const parse = vi.fn(parseScore);
    const kind = savedGameKind("test-game/own", 1, parse);
    writeSavedGame(kind, { points: 7 });
    expect(readSavedGame(kind)).toEqual({ points: 7 });
    expect(parse).not.toHaveBeenCalled();
  });

  it("parses a save another tab wrote since", () => {
    const parse = vi.fn(parseScore);
    const kind = savedGameKind("test-game/own", 1, parse);
    writeSavedGame(kind, { points: 7 });
    flushWrites();
    otherTabWrites("party-dojo:game:test-game/own", JSON.stringify({ v: 1, state: { points: 9 } }));
    expect(readSavedGame(kind)).toEqual({ points: 9 });
    expect(parse).toHaveBeenCalledTimes(1);
  });

  it("lets another tab's save win over one this page has not stored yet", () => {
    writeSavedGame(score, { points: 7 });
    otherTabWrites("party-dojo:game:test-game", encodeSave(score, { points: 9 }));
    flushWrites();
    expect(readSavedGame(score)).toEqual({ points: 9 });
    expect(page.localStorage.getItem("party-dojo:game:test-game")).toBe(
      encodeSave(score, { points: 9 }),
    );
  });
});

describe("saving after the tap", () => {
  const key = "party-dojo:game:test-game";

  it("reads back a move's save before storage has it", () => {
    writeSavedGame(score, { points: 1 });
    writeSavedGame(score, { points: 2 });
    expect(page.localStorage.getItem(key)).toBeNull();
    expect(readSavedGame(score)).toEqual({ points: 2 });
  });

  it("stores the card when the page is left", () => {
    writeSavedGame(score, { points: 4 });
    page.dispatchEvent(new Event("pagehide"));
    expect(page.localStorage.getItem(key)).toBe(encodeSave(score, { points: 4 }));
  });

  it("stores the card when the phone locks", () => {
    writeSavedGame(score, { points: 5 });
    doc.visibilityState = "hidden";
    doc.dispatchEvent(new Event("visibilitychange"));
    doc.visibilityState = "visible";
    expect(page.localStorage.getItem(key)).toBe(encodeSave(score, { points: 5 }));
  });

  it("never stores a game that New game cleared before it was written", () => {
    writeSavedGame(score, { points: 6 });
    startNewGame("test-game");
    flushWrites();
    expect(page.localStorage.getItem(key)).toBeNull();
    expect(readSavedGame(score)).toBeNull();
  });
});
