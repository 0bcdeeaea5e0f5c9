import { sql } from "kysely";
import type { Db } from "#server/db/columns.ts";

export interface WindowState {
  count: number;
  windowStartedAt: number;
}

// Fixed-window counters, one row per key; each statement is atomic on SQLite and PostgreSQL.

/** Counts one hit against `key`, starting a fresh window when the current one has passed. */
export async function countHit(db: Db, key: string, windowMs: number, now: number): Promise<WindowState> {
  const cutoff = now - windowMs;
  const row = await db
    .insertInto("auth_rate_limit")
    .values({ key, count: 1, window_started_at: now })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when auth_rate_limit.window_started_at <= ${cutoff} then 1 else auth_rate_limit.count + 1 end`,
        window_started_at: sql<number>`case when auth_rate_limit.window_started_at <= ${cutoff} then ${now} else auth_rate_limit.window_started_at end`,
      }),
    )
    .returning(["count", "window_started_at"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), windowStartedAt: Number(row.window_started_at) };
}

/** Gives one hit back (a sign-in that succeeded is not a failure). */
export async function refundHit(db: Db, key: string): Promise<void> {
  await db
    .updateTable("auth_rate_limit")
    .set({ count: sql<number>`count - 1` })
    .where("key", "=", key)
    .where("count", ">", 0)
    .execute();
}

export async function deleteCountersOlderThan(db: Db, before: number): Promise<void> {
  await db.deleteFrom("auth_rate_limit").where("window_started_at", "<", before).execute();
}
