import { mergeSeen, parseSeen } from "#app/games/_engine/seen-cards.ts";
import {
  clearSeen,
  countUnsent,
  readSeen,
  unsentMarks,
  writeSeen,
} from "#app/state/seen-cards-store.ts";

/** The one write path for the account's copy (app/routes/api/seen-cards.ts). */
export const seenEndpoint = "/api/seen-cards";

function post(body: unknown, keepalive = false): Promise<Response> {
  return fetch(seenEndpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    keepalive,
  });
}

/**
 * Sends the phone's history to the account and keeps what comes back: the union of both, so
 * a table sees on this phone what it saw on another. `leaving` (the page is going away) sends
 * without waiting for the answer. A send that fails is tried again with the next batch.
 */
export async function syncSeen({ leaving = false } = {}): Promise<void> {
  const unsent = unsentMarks();
  countUnsent(0);
  try {
    const response = await post({ intent: "merge", seen: readSeen() }, leaving);
    if (!response.ok) {
      countUnsent(unsent + unsentMarks());
      return;
    }
    const body: unknown = await response.json();
    const account =
      typeof body === "object" && body !== null && "seen" in body ? parseSeen(body.seen) : null;
    if (account) writeSeen(mergeSeen(readSeen(), account), { dealt: false });
  } catch {
    countUnsent(unsent + unsentMarks());
  }
}

/**
 * "Reset what we've seen": forgets the phone's history and, for a signed-in player, the
 * account's. False when the account's could not be reached (it would come back on the next
 * sync, so the player is told).
 */
export async function resetSeen(signedIn: boolean): Promise<boolean> {
  clearSeen();
  if (!signedIn) return true;
  try {
    const response = await post({ intent: "reset" });
    return response.ok;
  } catch {
    return false;
  }
}
