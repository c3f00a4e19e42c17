import { createJSONStorage, type StateStorage } from "zustand/middleware";

// localStorage through a guard: absent on the server, and it throws where site data is
// blocked. Either way the state still works for the page; it is just not kept.
const guardedLocalStorage: StateStorage = {
  getItem(name) {
    try {
      return window.localStorage.getItem(name);
    } catch {
      return null;
    }
  },
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
