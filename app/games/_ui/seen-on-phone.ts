import { onSeenMarked, openSeen, rereadSeen, unsentMarks } from "#app/state/seen-cards-store.ts";
import { syncSeen } from "./seen-sync.ts";

/** Cards dealt between two sends of the history to the account. */
export const seenBatch = 10;

let opened = false;
let syncing = false;

/**
 * Reads the phone's history for the deal, once per page; for a signed-in player, also keeps
 * the account's copy in step: now, every `seenBatch` cards, and when the page is hidden or left
 * (a keepalive request, which outlives the page).
 */
export function startSeen(signedIn: boolean): void {
  if (!opened) {
    opened = true;
    openSeen();
  }
  if (!signedIn || syncing) return;
  syncing = true;
  void syncSeen();
  onSeenMarked(() => {
    if (unsentMarks() >= seenBatch) void syncSeen();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") rereadSeen();
    else if (unsentMarks() > 0) void syncSeen({ leaving: true });
  });
  window.addEventListener("pagehide", () => {
    if (unsentMarks() > 0) void syncSeen({ leaving: true });
  });
}
