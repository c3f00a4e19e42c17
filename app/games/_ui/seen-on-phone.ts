import { onSeenMarked, openSeen, rereadSeen, unsentMarks } from "#app/state/seen-cards-store.ts";

/** Cards dealt between two sends of the history to the account. */
export const seenBatch = 10;

let opened = false;
let syncing = false;

/** How long a new game waits for the account's history before dealing without it. */
const accountWait = 1500;

/**
 * Reads the phone's history for the deal, once per page; for a signed-in player, also keeps
 * the account's copy in step: now, every `seenBatch` cards, and when the page is hidden or left
 * (a keepalive request, which outlives the page). Resolves once the deal may start: for a
 * signed-in player when the account's history has arrived (or took too long).
 */
export async function startSeen(signedIn: boolean): Promise<void> {
  if (!opened) {
    opened = true;
    openSeen();
  }
  if (!signedIn || syncing) return;
  syncing = true;
  // Only a signed-in player's history goes to the account: a signed-out page never loads this.
  const first = import("./seen-sync.ts").then(({ syncSeen }) => {
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
    return syncSeen();
  });
  // Without its code (offline before it was kept) the next page tries again.
  first.catch(() => (syncing = false));
  await Promise.race([first.catch(() => {}), new Promise((done) => setTimeout(done, accountWait))]);
}
