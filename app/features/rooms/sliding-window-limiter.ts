/**
 * At most `max` takes per key within any `windowMs`. Kept in this process's memory: with
 * several servers each counts its own share, which still stops a flood from one phone.
 */
export class SlidingWindowLimiter {
  readonly #taken = new Map<string, number[]>();
  readonly #max: number;
  readonly #windowMs: number;
  readonly #now: () => number;

  constructor(limit: { max: number; windowMs: number }, now: () => number = Date.now) {
    this.#max = limit.max;
    this.#windowMs = limit.windowMs;
    this.#now = now;
  }

  /**
   * Whether `key` is under its limit now, counting nothing: for limits on what failed, checked
   * before the work that could fail and taken only once it has.
   */
  allows(key: string): boolean {
    const now = this.#now();
    return (
      (this.#taken.get(key) ?? []).filter((at) => at > now - this.#windowMs).length < this.#max
    );
  }

  /** Counts one take for `key`; false (and nothing counted) when the key is over its limit. */
  take(key: string): boolean {
    const now = this.#now();
    const recent = (this.#taken.get(key) ?? []).filter((at) => at > now - this.#windowMs);
    if (recent.length >= this.#max) {
      this.#taken.set(key, recent);
      return false;
    }
    recent.push(now);
    this.#taken.set(key, recent);
    if (this.#taken.size > 10_000) this.#forgetQuietKeys(now);
    return true;
  }

  #forgetQuietKeys(now: number) {
    for (const [key, times] of this.#taken) {
      if ((times.at(-1) ?? 0) <= now - this.#windowMs) this.#taken.delete(key);
    }
  }
}
