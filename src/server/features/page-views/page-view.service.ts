import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import type { DB } from "#server/db/schema.ts";
import { incrementDay, totalViews } from "./page-view.repository.ts";

export type PageViewService = ReturnType<typeof createPageViewService>;

/** Public page views per UTC day. */
export function createPageViewService({ db, clock }: { db: Kysely<DB>; clock: Clock }) {
  return {
    count(): Promise<void> {
      return incrementDay(db, clock().toISOString().slice(0, 10));
    },
    total(): Promise<number> {
      return totalViews(db);
    },
  };
}
