import { afterAll, beforeAll, vi } from "vitest";

/** A Web Storage kept in memory, for unit tests of what a phone keeps in localStorage. */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** A `window` with only what stored state touches: a memory localStorage and no events. */
export function memoryWindow(): Pick<
  Window,
  "localStorage" | "addEventListener" | "removeEventListener"
> {
  return {
    localStorage: memoryStorage(),
    addEventListener: () => {},
    removeEventListener: () => {},
  };
}

/**
 * One page for a whole test file, its `window` and `document` with real events and a memory
 * localStorage: what write-behind storage listens to (pagehide, visibilitychange). Stubbed
 * before the file's tests and restored after them.
 */
export function stubEventfulPage(): {
  page: EventTarget & { localStorage: Storage };
  doc: EventTarget & { visibilityState: DocumentVisibilityState };
} {
  const page = Object.assign(new EventTarget(), { localStorage: memoryStorage() });
  const doc = Object.assign(new EventTarget(), {
    visibilityState: "visible" as DocumentVisibilityState,
  });
  beforeAll(() => {
    vi.stubGlobal("window", page);
    vi.stubGlobal("document", doc);
  });
  afterAll(() => vi.unstubAllGlobals());
  return { page, doc };
}
