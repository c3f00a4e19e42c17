import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { memoryStorage } from "#tests/mocks/memory-storage.ts";
import { markSeen, noneSeen } from "#app/games/_engine/seen-cards.ts";
import { clearSeen, readSeen, seenStorageKey, storeNow, writeSeen } from "./seen-cards-store.ts";

// A page's window and document with their events, and idle callbacks run by hand.
const windowEvents = new EventTarget();
const documentEvents = new EventTarget();
let idle: (() => void)[] = [];
let visibility: "visible" | "hidden" = "visible";
const localStorage = memoryStorage();

beforeEach(() => {
  vi.stubGlobal("window", {
    localStorage,
    addEventListener: windowEvents.addEventListener.bind(windowEvents),
    removeEventListener: windowEvents.removeEventListener.bind(windowEvents),
    requestIdleCallback: (run: () => void) => idle.push(run),
  });
  vi.stubGlobal("document", {
    get visibilityState() {
      return visibility;
    },
    addEventListener: documentEvents.addEventListener.bind(documentEvents),
    removeEventListener: documentEvents.removeEventListener.bind(documentEvents),
  });
  clearSeen();
});

afterEach(() => {
  idle = [];
  visibility = "visible";
  vi.unstubAllGlobals();
});

const stored = () => JSON.parse(localStorage.getItem(seenStorageKey) ?? "null") as unknown;
const dealt = (index: number) => markSeen(readSeen(), `nhie-warm-up:0:${index}`);

test("a dealt card is kept in the page at once and in storage once the page is idle", () => {
  const seen = dealt(3);
  writeSeen(seen);
  expect(readSeen()).toBe(seen);
  expect(stored()).toEqual(noneSeen);
  for (const run of idle) run();
  expect(stored()).toEqual(seen);
});

test("quick deals are stored together, the last history winning", () => {
  writeSeen(dealt(1));
  writeSeen(dealt(2));
  expect(idle).toHaveLength(1);
  idle[0]?.();
  expect(stored()).toEqual(readSeen());
});

test("a page that is hidden or left stores what it has not yet", () => {
  writeSeen(dealt(5));
  visibility = "hidden";
  documentEvents.dispatchEvent(new Event("visibilitychange"));
  expect(stored()).toEqual(readSeen());

  writeSeen(dealt(6));
  windowEvents.dispatchEvent(new Event("pagehide"));
  expect(stored()).toEqual(readSeen());
});

test("a reset is stored at once and a write still waiting does not bring the cards back", () => {
  writeSeen(dealt(7));
  clearSeen();
  storeNow();
  for (const run of idle) run();
  expect(stored()).toEqual(noneSeen);
});
