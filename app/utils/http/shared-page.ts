/**
 * A route's `handle` for a page that is the same for every signed-out visitor but for
 * chance (a prompt game's first card and deck seed): the server may hand one render of it to
 * a few such visitors (server/signed-out-pages.ts, docs/decisions/020-fast-game-pages.md).
 * A page that reads anything of the request besides the language and the session (the query,
 * a cookie) must not carry it, and neither may a page whose chance outlives the first card
 * unless the browser draws the rest itself.
 */
export const sharedWhenSignedOut = { sharedWhenSignedOut: true } as const;

export function isSharedWhenSignedOut(handle: unknown): boolean {
  return (
    typeof handle === "object" &&
    handle !== null &&
    "sharedWhenSignedOut" in handle &&
    handle.sharedWhenSignedOut === true
  );
}
