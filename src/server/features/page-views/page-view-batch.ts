/** Writes `views` more views of `day` (YYYY-MM-DD) to storage. */
export type WriteViews = (day: string, views: number) => Promise<void>;

/**
 * Page views counted in memory and written in batches (every `intervalMs`, when asked, and at
 * shutdown) instead of a database write inside every request. A crash loses at most the views of one
 * interval; a failed write keeps its counts for the next batch.
 */
export class PageViewBatch {
  #pending = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  readonly #write: WriteViews;
  readonly #onError: (error: unknown) => void;

  constructor(write: WriteViews, onError: (error: unknown) => void) {
    this.#write = write;
    this.#onError = onError;
  }

  /** One view of `day`, written with the next batch. */
  record(day: string): void {
    this.#pending.set(day, (this.#pending.get(day) ?? 0) + 1);
  }

  /** Views counted but not written yet. */
  get pending(): number {
    let total = 0;
    for (const views of this.#pending.values()) total += views;
    return total;
  }

  /** Writes every pending count; resolves once they (and any batch already under way) are stored. */
  flush(): Promise<void> {
    this.#writing = this.#writing.then(() => this.#writeBatch());
    return this.#writing;
  }

  async #writeBatch(): Promise<void> {
    if (this.#pending.size === 0) return;
    const batch = [...this.#pending];
    this.#pending.clear();
    for (const [day, views] of batch) {
      try {
        await this.#write(day, views);
      } catch (error) {
        // Kept for the next batch rather than lost.
        this.#pending.set(day, (this.#pending.get(day) ?? 0) + views);
        this.#onError(error);
      }
    }
  }

  /** Flushes every `intervalMs` until `stop`; the timer never keeps the process alive. */
  start(intervalMs: number): void {
    this.stop();
    this.#timer = setInterval(() => void this.flush(), intervalMs);
    this.#timer.unref();
  }

  /** Stops the periodic flush and writes what is pending. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.flush();
  }
}
