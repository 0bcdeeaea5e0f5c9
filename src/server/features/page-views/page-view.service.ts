import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { addViews, totalViews } from "./page-view.repository.ts";
import { PageViewBatch } from "./page-view-batch.ts";

export interface PageViewServiceDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Told when a batch could not be written (its counts are kept for the next one). */
  onWriteError: (error: unknown) => void;
}

export type PageViewService = ReturnType<typeof createPageViewService>;

/** Public page views per UTC day, counted in memory and written in batches (decision 044). */
export function createPageViewService({ db, clock, onWriteError }: PageViewServiceDeps) {
  const batch = new PageViewBatch((day, views) => addViews(db, day, views), onWriteError);
  return {
    /** One view now, written with the next batch. */
    record(): void {
      batch.record(clock().toISOString().slice(0, 10));
    },
    /** Views counted but not written yet. */
    get pending(): number {
      return batch.pending;
    },
    flush: () => batch.flush(),
    start: (intervalMs: number) => batch.start(intervalMs),
    stop: () => batch.stop(),
    /** Every view so far, the pending ones written first so the figure is current. */
    async total(): Promise<number> {
      await batch.flush();
      return totalViews(db);
    },
  };
}
