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
