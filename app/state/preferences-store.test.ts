import { beforeEach, expect, test } from "vitest";
import { createJSONStorage } from "zustand/middleware";
import { preferencesStorageKey, usePreferencesStore } from "./preferences-store.ts";

const stored = new Map<string, string>();
const memoryStorage = {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
};

beforeEach(() => {
  stored.clear();
  usePreferencesStore.persist.setOptions({ storage: createJSONStorage(() => memoryStorage) });
  usePreferencesStore.setState(usePreferencesStore.getInitialState());
});

// The store's own starting state, not what a test put there: a reset to `false` before the
// check would pass whatever the store starts with.
test("starts with alcohol on the table", () => {
  expect(usePreferencesStore.getInitialState().alcoholFree).toBe(false);
});

test("remembers the alcohol-free choice under its storage key", () => {
  usePreferencesStore.getState().setAlcoholFree(true);
  expect(usePreferencesStore.getState().alcoholFree).toBe(true);
  expect(JSON.parse(stored.get(preferencesStorageKey) ?? "{}")).toMatchObject({
    state: { alcoholFree: true },
  });
});

test("restores the stored choice", async () => {
  stored.set(preferencesStorageKey, JSON.stringify({ state: { alcoholFree: true }, version: 0 }));
  await usePreferencesStore.persist.rehydrate();
  expect(usePreferencesStore.getState().alcoholFree).toBe(true);
});
