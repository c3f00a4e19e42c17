import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { bookOf, hasSeen, markSeen, noneSeen } from "#app/games/_engine/seen-cards.ts";
import {
  clearSeen,
  openSeen,
  readSeen,
  unsentMarks,
  writeSeen,
} from "#app/state/seen-cards-store.ts";
import { resetSeen, syncSeen } from "./seen-sync.ts";
import { pageBook } from "#app/games/_engine/seen-book.ts";
import { heldSeen, holdSeen, keepSeen } from "./use-prompt-deck.ts";

function answering(response: () => Promise<Response>) {
  const fetch = vi.fn((_url: string, _init?: RequestInit) => response());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => {
  clearSeen();
  openSeen();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

test("what a deal leaves is kept on the phone and counts towards the next send", () => {
  keepSeen(bookOf(markSeen(noneSeen, "a:0:1")));
  keepSeen(heldSeen()?.mark("a:0:2"));
  expect(hasSeen(readSeen(), "a:0:1") && hasSeen(readSeen(), "a:0:2")).toBe(true);
  expect(unsentMarks()).toBe(2);
});

test("the cards a first visit dealt before the history's code arrived are kept once it has", () => {
  // A first visit deals from the page's own history, with nothing to store it yet.
  holdSeen(pageBook(), () => {});
  keepSeen(heldSeen()?.mark("a:0:1"));
  keepSeen(heldSeen()?.mark("b:0:2"));
  expect(readSeen()).toEqual(noneSeen);

  openSeen();
  expect(hasSeen(readSeen(), "a:0:1") && hasSeen(readSeen(), "b:0:2")).toBe(true);
  expect(heldSeen()?.has("a:0:1") && heldSeen()?.has("b:0:2")).toBe(true);
  // The next deal marks the stored history, the page's cards still in it.
  keepSeen(heldSeen()?.mark("a:0:3"));
  expect(["a:0:1", "b:0:2", "a:0:3"].every((id) => hasSeen(readSeen(), id))).toBe(true);
});

test("the account's history is merged into the phone's and handed to the deal", async () => {
  writeSeen(markSeen(noneSeen, "a:0:1"));
  const fetch = answering(async () => Response.json({ seen: markSeen(noneSeen, "b:0:0") }));
  await syncSeen();
  expect(fetch).toHaveBeenCalledOnce();
  expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({
    intent: "merge",
    seen: markSeen(noneSeen, "a:0:1"),
  });
  expect(hasSeen(readSeen(), "a:0:1") && hasSeen(readSeen(), "b:0:0")).toBe(true);
  expect(heldSeen()?.has("b:0:0")).toBe(true);
  expect(unsentMarks()).toBe(0);
});

test("a send that fails is tried again with the next batch; a bad answer changes nothing", async () => {
  writeSeen(markSeen(noneSeen, "a:0:1"));
  answering(() => Promise.reject(new TypeError("offline")));
  await syncSeen();
  expect(unsentMarks()).toBe(1);
  answering(async () => Response.json({ error: "Sign in" }, { status: 401 }));
  await syncSeen();
  expect(unsentMarks()).toBe(1);
  const before = readSeen();
  answering(async () => Response.json({ seen: { "a:0": "not*bits" } }));
  await syncSeen();
  expect(readSeen()).toBe(before);
});

test("reset forgets the phone's history even when the account can't be reached", async () => {
  writeSeen(markSeen(noneSeen, "a:0:1"));
  answering(() => Promise.reject(new TypeError("offline")));
  expect(await resetSeen(true)).toBe(false);
  expect(readSeen()).toEqual(noneSeen);
  expect(heldSeen()?.has("a:0:1")).toBe(false);
  const fetch = answering(async () => Response.json({ seen: {} }));
  expect(await resetSeen(false)).toBe(true);
  expect(fetch).not.toHaveBeenCalled();
});
