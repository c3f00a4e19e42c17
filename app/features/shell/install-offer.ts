import { useSyncExternalStore } from "react";

// The install prompt can be dismissed for good, remembered on the device.

export const installDismissedKey = "party-dojo:install-dismissed";
/** "Not now" lasts for the browser session (sessionStorage). */
export const installSnoozedKey = "party-dojo:install-snoozed";

/** Chromium's `beforeinstallprompt` event, which the DOM typings do not describe. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

export function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return "prompt" in event && typeof event.prompt === "function";
}

/** True when the visitor chose "Don't ask again" (stored JSON `true`). */
export function isInstallOfferDismissed(stored: unknown): boolean {
  return stored === true;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffered(event: InstallPromptEvent | null) {
  offered = event;
  for (const listener of listeners) listener();
}

// Listened for from the moment the shell's code runs: the browser may offer before any
// component has mounted, and it does not offer twice.
if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    if (!isInstallPromptEvent(event)) return;
    // Our card replaces the browser's own banner; installing from its menu still works.
    event.preventDefault();
    setOffered(event);
  });
  window.addEventListener("appinstalled", () => setOffered(null));
}

/** The browser's standing offer to install the app, if it has made one. */
export function useInstallOffer(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offered,
    () => null,
  );
}

/** An offer is used once: the browser makes a new one if it may ask again. */
export function spendInstallOffer() {
  setOffered(null);
}
