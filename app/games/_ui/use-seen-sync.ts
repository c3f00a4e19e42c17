import { useEffect } from "react";
import { onSeenMarked, rereadSeen, unsentMarks } from "#app/state/seen-cards-store.ts";
import { useAccount } from "#app/state/use-account.ts";
import { syncSeen } from "./seen-sync.ts";

/** Cards dealt between two sends of the history to the account. */
export const seenBatch = 10;

/**
 * For a signed-in player, keeps the account's copy of the table's history in step with the
 * phone's: once the page runs (never in its loader: docs/decisions/021-page-weight.md), every
 * `seenBatch` cards, and when the page is hidden or left (a keepalive request, which outlives
 * the page).
 */
export function useSeenSync(): void {
  const signedIn = useAccount() !== null;
  useEffect(() => {
    if (!signedIn) return;
    const sync = (options?: { leaving: boolean }) => void syncSeen(options);
    sync();
    const stopMarks = onSeenMarked(() => {
      if (unsentMarks() >= seenBatch) sync();
    });
    const onHidden = () => {
      if (document.visibilityState === "visible") {
        // Another tab may have dealt meanwhile.
        rereadSeen();
        return;
      }
      if (unsentMarks() > 0) sync({ leaving: true });
    };
    const onLeave = () => {
      if (unsentMarks() > 0) sync({ leaving: true });
    };
    document.addEventListener("visibilitychange", onHidden);
    window.addEventListener("pagehide", onLeave);
    return () => {
      stopMarks();
      document.removeEventListener("visibilitychange", onHidden);
      window.removeEventListener("pagehide", onLeave);
    };
  }, [signedIn]);
}
