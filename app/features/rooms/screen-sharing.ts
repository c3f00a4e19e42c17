/**
 * Which room this tab shares its game's screen with, kept for the tab (sessionStorage): read
 * by the game header on every game page, so apart from the sharing itself (screen-share.tsx).
 */
export const sharingKey = "party-dojo:room-screen";

export interface Sharing {
  code: string;
  game: string;
}

export function parseSharing(value: unknown): Sharing | null {
  if (typeof value !== "object" || value === null) return null;
  if (!("code" in value) || typeof value.code !== "string") return null;
  if (!("game" in value) || typeof value.game !== "string") return null;
  return { code: value.code, game: value.game };
}
