/** What changed: the public page's data (every cache made from it), or the inbox (its live streams). */
export type ChangeTopic = "page" | "feedback";

/** Where a change was made: in this process, or on another instance (its small payload only). */
export type ChangeOrigin = "local" | "remote";

export type ChangeListener = (data: unknown, origin: ChangeOrigin) => void;

/**
 * The change bus (DESIGN: "Several instances"): every cache and live stream subscribes to it, every
 * write publishes to it. In one process it is an in-memory fan-out; with PostgreSQL it also reaches
 * every other instance (`pg-change-bus.ts`). No feature knows which one runs.
 */
export interface ChangeBus {
  /**
   * Tells this process's subscribers at once (before this returns, with `data`), then the other
   * instances (with `wire`, default `data`: keep it small, e.g. ids, never rows).
   */
  publish(topic: ChangeTopic, data?: unknown, wire?: unknown): Promise<void>;
  subscribe(topic: ChangeTopic, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** The subscribers of one process, by topic. */
export class ChangeListeners {
  readonly #listeners = new Map<ChangeTopic, Set<ChangeListener>>();

  add(topic: ChangeTopic, listener: ChangeListener): () => void {
    const set = this.#listeners.get(topic) ?? new Set();
    set.add(listener);
    this.#listeners.set(topic, set);
    return () => set.delete(listener);
  }

  /** Calls every listener of `topic`; one that throws does not keep the others from hearing it. */
  emit(topic: ChangeTopic, data: unknown, origin: ChangeOrigin, onError?: (error: unknown) => void): void {
    for (const listener of [...(this.#listeners.get(topic) ?? [])]) {
      try {
        listener(data, origin);
      } catch (error) {
        onError?.(error);
      }
    }
  }
}

/** One process (SQLite, or a single server): the in-memory fan-out, and nothing else. */
export function createLocalChangeBus(): ChangeBus {
  const listeners = new ChangeListeners();
  return {
    async publish(topic, data) {
      listeners.emit(topic, data, "local");
    },
    subscribe: (topic, listener) => listeners.add(topic, listener),
    close: async () => undefined,
  };
}
