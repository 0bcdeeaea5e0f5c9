import { type Kysely, sql } from "kysely";
import type { DB } from "#server/db/schema.ts";
import type { AnalyticsEventTable } from "./analytics.table.ts";

type Db = Kysely<DB>;

export async function findSalt(db: Db, day: string): Promise<string | undefined> {
  const row = await db.selectFrom("analytics_salt").select("salt").where("day", "=", day).executeTakeFirst();
  return row?.salt;
}

/** Stores `salt` for `day` unless another one is there already (the stored one wins). */
export async function insertSaltIfMissing(db: Db, day: string, salt: string): Promise<void> {
  await db
    .insertInto("analytics_salt")
    .values({ day, salt })
    .onConflict((oc) => oc.column("day").doNothing())
    .execute();
}

export async function deleteSaltsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom("analytics_salt").where("day", "<", day).execute();
}

/** The visitor hashes already counted on `day` (to count each visitor once per day after a restart). */
export async function visitorsOfDay(db: Db, day: string): Promise<string[]> {
  const rows = await db
    .selectFrom("analytics_event")
    .select("visitor")
    .distinct()
    .where("day", "=", day)
    .execute();
  return rows.map((row) => row.visitor);
}

/** Visitors with an event at or after `since` (ISO), on the given days (which the index narrows to). */
export async function visitorsSince(db: Db, days: string[], since: string): Promise<string[]> {
  const rows = await db
    .selectFrom("analytics_event")
    .select("visitor")
    .distinct()
    .where("day", "in", days)
    .where("at", ">=", since)
    .execute();
  return rows.map((row) => row.visitor);
}

const eventsPerStatement = 200;

export async function insertEvents(db: Db, rows: AnalyticsEventTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += eventsPerStatement) {
    await db
      .insertInto("analytics_event")
      .values(rows.slice(i, i + eventsPerStatement))
      .execute();
  }
}

export interface RollupIncrement {
  day: string;
  metric: string;
  key: string;
  count: number;
}

export const rollupId = (day: string, metric: string, key: string) => `${day}|${metric}|${key}`;

const rollupsPerStatement = 500;

/**
 * Adds each increment to its daily figure, many rows per statement, in the order of their ids: two
 * instances writing the same rows at once then lock them in the same order, where opposite orders made
 * PostgreSQL end one batch as a deadlock (kept for the next batch, but missing until then).
 */
export async function addRollups(db: Db, increments: RollupIncrement[]): Promise<void> {
  const ordered = increments
    .map((row) => ({ id: rollupId(row.day, row.metric, row.key), ...row }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (let i = 0; i < ordered.length; i += rollupsPerStatement) {
    const values = ordered.slice(i, i + rollupsPerStatement);
    await db
      .insertInto("analytics_day")
      .values(values)
      .onConflict((oc) =>
        oc.column("id").doUpdateSet({ count: sql<number>`analytics_day.count + excluded.count` }),
      )
      .execute();
  }
}

/** Every metric and key of a range, summed over its days. */
export async function sumRollups(
  db: Db,
  from: string,
  to: string,
): Promise<{ metric: string; key: string; count: number }[]> {
  const rows = await db
    .selectFrom("analytics_day")
    .select(["metric", "key", (eb) => eb.fn.sum<number>("count").as("count")])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .groupBy(["metric", "key"])
    .execute();
  return rows.map((row) => ({ metric: row.metric, key: row.key, count: Number(row.count) }));
}

/** The daily figures of some metrics (their `""` key) in a range. */
export async function dailySeries(
  db: Db,
  from: string,
  to: string,
  metrics: string[],
): Promise<{ day: string; metric: string; count: number }[]> {
  const rows = await db
    .selectFrom("analytics_day")
    .select(["day", "metric", "count"])
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("metric", "in", metrics)
    .where("key", "=", "")
    .execute();
  return rows.map((row) => ({ day: row.day, metric: row.metric, count: Number(row.count) }));
}

export async function sumMetric(db: Db, metric: string, from: string, to: string): Promise<number> {
  const row = await db
    .selectFrom("analytics_day")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("count"), sql<number>`0`).as("total"))
    .where("day", ">=", from)
    .where("day", "<=", to)
    .where("metric", "=", metric)
    .where("key", "=", "")
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function deleteEventsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom("analytics_event").where("day", "<", day).execute();
}

export async function deleteRollupsBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom("analytics_day").where("day", "<", day).execute();
}

export async function eraseAnalytics(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("analytics_event").execute();
    await trx.deleteFrom("analytics_day").execute();
    await trx.deleteFrom("analytics_salt").execute();
  });
}
