import { useSessionSlot, writeSessionSlot } from "#app/components/game/session-slot.ts";
import { parseSession, squiffySessionKey, type SquiffySession } from "./logic.ts";

// The recap travels from the board to the review page in this tab's session slot: it
// outlives the navigation and a reload, and ends with the tab.

export function saveSession(session: SquiffySession): void {
  writeSessionSlot(squiffySessionKey, session);
}

/**
 * The last ended game: `undefined` on the server and during hydration (the HTML can't know
 * what this tab stored), then the session, or null when there is none.
 */
export function useStoredSession(): SquiffySession | null | undefined {
  return useSessionSlot(squiffySessionKey, parseSession);
}
