import {
  createJSONStorage,
  type PersistStorage,
  type StateStorage,
  type StorageValue,
} from "zustand/middleware";
import { dropWrite, pendingRaw, writeBehind } from "#app/utils/write-behind.ts";

// localStorage through a guard: absent on the server, and it throws where site data is
// blocked. Either way the state still works for the page; it is just not kept.
function readLocal(name: string): string | null {
  try {
    return window.localStorage.getItem(name);
  } catch {
    return null;
  }
}

const guardedLocalStorage: StateStorage = {
  getItem: readLocal,
  setItem(name, value) {
    try {
      window.localStorage.setItem(name, value);
    } catch {
      // Not kept across reloads; nothing else to do.
    }
  },
  removeItem(name) {
    try {
      window.localStorage.removeItem(name);
    } catch {
      // As above.
    }
  },
};

/** Storage for zustand's persist middleware. Stores using it set `skipHydration: true`. */
export const persistedStorage = createJSONStorage(() => guardedLocalStorage);

// What storage refused to keep: still read back for the life of the page.
const refused = new Map<string, string>();

/**
 * Storage for a store that changes on a tap the player waits for (the prompt memory, on every
 * Next): the JSON is made and stored just after the tap (write-behind.ts), and always before
 * the page is hidden or left. Reads see a write still pending.
 */
export function writeBehindStorage<S>(): PersistStorage<S> {
  return {
    getItem(name) {
      const raw = pendingRaw(name) ?? readLocal(name) ?? refused.get(name);
      if (raw === null || raw === undefined) return null;
      try {
        // Checked by the store's own migrate, as createJSONStorage leaves it.
        const value: StorageValue<S> = JSON.parse(raw);
        return value;
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      refused.delete(name);
      writeBehind(
        name,
        () => JSON.stringify(value),
        (raw) => refused.set(name, raw),
      );
    },
    removeItem(name) {
      dropWrite(name);
      refused.delete(name);
      guardedLocalStorage.removeItem(name);
    },
  };
}
