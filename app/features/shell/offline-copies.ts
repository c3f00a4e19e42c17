// The service worker keeps copies of the offline pages as this visitor sees them: the header
// names the account, game pages carry the packs it may play, and the language is theirs. When
// any of that changes, the copies are renewed instead of kept
// (docs/decisions/017-offline-and-resume.md).

export const offlineCopiesStorageKey = "party-dojo:offline-copies-for";

export interface CopiesVisitor {
  language: string;
  account: { username: string; supporter: boolean } | null;
}

/** One string for what the copies depend on. */
export function copiesFingerprint(visitor: CopiesVisitor): string {
  const who = visitor.account
    ? `${visitor.account.username}:${visitor.account.supporter ? "premium" : "free"}`
    : "signed-out";
  return `${visitor.language}|${who}`;
}

/**
 * What the worker is asked: keep the copies it lacks when they were made for this visitor,
 * otherwise renew them all (a first visit has none, and renewing nothing costs nothing).
 */
export function copiesRequest(storedFingerprint: unknown, fingerprint: string) {
  return storedFingerprint === fingerprint ? "keep-pages" : "renew-pages";
}
