import { parseMeyerState, type MeyerState } from "./logic.ts";

// The running game lives in this tab's sessionStorage, so a reload or a locked phone does
// not cost the table its lives and log; it ends with the tab. Blocked storage just means
// the game is not kept.
const savedGameKey = "party-dojo:meyer";

export function loadSavedGame(): MeyerState | null {
  try {
    const raw = window.sessionStorage.getItem(savedGameKey);
    return raw === null ? null : parseMeyerState(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function saveGame(game: MeyerState): void {
  try {
    window.sessionStorage.setItem(savedGameKey, JSON.stringify(game));
  } catch {
    // Not kept across a reload; the game itself goes on.
  }
}
