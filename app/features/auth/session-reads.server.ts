import type { SessionUser } from "#app/domain/session-user.ts";

/** A session as Better Auth last confirmed it. */
export interface ConfirmedSession {
  user: SessionUser;
  /** The session's own token, as Better Auth's hooks name it. */
  token: string;
  expiresAt: Date;
}

interface Kept extends ConfirmedSession {
  /** Until when (ms since the epoch) it is taken without asking Better Auth again. */
  until: number;
}

/**
 * The signed session cookie (or cookies) a request carries, as one key; null without one.
 * The key holds the cookie's signature, so only a cookie Better Auth verified is ever found.
 */
export function sessionCookieKey(cookieHeader: string | null | undefined): string | null {
  const values = [
    ...(cookieHeader ?? "").matchAll(/(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]*)/g),
  ].map((match) => match[1]);
  return values.length > 0 ? values.join("; ") : null;
}

/**
 * Sessions Better Auth confirmed in the last few seconds, by signed cookie: a page view reads
 * its session from here instead of verifying the cookie's signature and reading the session
 * and its user from the database again (docs/decisions/047-rendered-page-throughput.md).
 * Better Auth's hooks drop a session when it ends in this process, and a user's sessions when
 * the user changes (a ban) or goes; elsewhere (another instance) it lasts until `ttlMs`.
 */
export class SessionReads {
  readonly #kept = new Map<string, Kept>();
  readonly #ttlMs: number;
  readonly #limit: number;

  constructor({ ttlMs, limit }: { ttlMs: number; limit: number }) {
    this.#ttlMs = ttlMs;
    this.#limit = limit;
  }

  /** The user of a session confirmed recently and not ended since, or null. */
  find(key: string, now: number): SessionUser | null {
    const kept = this.#kept.get(key);
    if (!kept) return null;
    if (now < kept.until) return kept.user;
    this.#kept.delete(key);
    return null;
  }

  keep(key: string, session: ConfirmedSession, now: number): void {
    const until = Math.min(now + this.#ttlMs, session.expiresAt.getTime());
    if (until <= now) return;
    // Oldest first out: a Map iterates in the order its keys went in.
    this.#kept.delete(key);
    while (this.#kept.size >= this.#limit) {
      const oldest = this.#kept.keys().next();
      if (oldest.done) break;
      this.#kept.delete(oldest.value);
    }
    this.#kept.set(key, { ...session, until });
  }

  /** The session of a cookie, whatever became of it. */
  forget(key: string): void {
    this.#kept.delete(key);
  }

  /** A session ended (signed out, revoked). */
  forgetSession(token: string): void {
    for (const [key, kept] of this.#kept) if (kept.token === token) this.#kept.delete(key);
  }

  /** Every session of a user that changed or went (banned, deleted). */
  forgetUser(userId: string): void {
    for (const [key, kept] of this.#kept) if (kept.user.id === userId) this.#kept.delete(key);
  }
}
