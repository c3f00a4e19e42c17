import { readSessionSlot, writeSessionSlot } from "#app/components/game/session-slot.ts";
import { parseMeyerState, type MeyerState } from "./logic.ts";

// The running game lives in this tab's session slot, so a reload or a locked phone does not
// cost the table its lives and log; it ends with the tab.
const savedGameKey = "party-dojo:meyer";

export function loadSavedGame(): MeyerState | null {
  return readSessionSlot(savedGameKey, parseMeyerState);
}

export function saveGame(game: MeyerState): void {
  writeSessionSlot(savedGameKey, game);
}
