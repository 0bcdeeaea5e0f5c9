/**
 * A fixed-window counter per key, in memory: for the analytics beacon, whose limit must cost no
 * database write per request. Forgets every window once it has grown large or gone stale.
 */
export class MemoryRateLimit {
  #windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one hit of `key`; false when it is over the limit of its window. */
  hit(key: string, now: number): boolean {
    const window = this.#windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.#windows.size >= 50_000) this.#prune(now);
      this.#windows.set(key, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.max;
  }

  #prune(now: number): void {
    for (const [key, window] of this.#windows)
      if (now - window.start >= this.windowMs) this.#windows.delete(key);
    if (this.#windows.size >= 50_000) this.#windows.clear();
  }
}
