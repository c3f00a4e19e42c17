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
