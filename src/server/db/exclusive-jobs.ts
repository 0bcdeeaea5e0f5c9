import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect.ts";
import type { DB } from "./schema.ts";

/**
 * Runs `work` unless another instance is running the same job right now (decision 116): PostgreSQL
 * `pg_try_advisory_lock` on a connection of its own, held while `work` runs and released after (or
 * with the connection, if the process dies). SQLite (one process) just runs it. Answers whether it ran.
 */
export async function runExclusive(db: Kysely<DB>, job: string, work: () => Promise<void>): Promise<boolean> {
  let ran = false;
  await runExclusiveFor(db, job, async () => {
    await work();
    ran = true;
  });
  return ran;
}

async function runExclusiveFor(db: Kysely<DB>, job: string, work: () => Promise<void>): Promise<void> {
  if (!isPostgres(db as Kysely<unknown>)) return work();
  await db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(hashtext(${`folio-job:${job}`})) as locked`.execute(connection);
    if (!rows[0]?.locked) return;
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${`folio-job:${job}`}))`.execute(connection);
    }
  });
}

/**
 * Runs `work` once per `period` (e.g. a night's date) across every instance: under the job's advisory
 * lock, and only if no instance has recorded this period as done. Answers what `work` answered, or
 * undefined when another instance has it (running or done).
 */
export async function runOncePerPeriod<T>(
  db: Kysely<DB>,
  job: string,
  period: string,
  work: () => Promise<T>,
  now: () => Date = () => new Date(),
): Promise<T | undefined> {
  let result: T | undefined;
  await runExclusiveFor(db, job, async () => {
    const done = await db.selectFrom("job_run").select("period").where("job", "=", job).executeTakeFirst();
    if (done?.period === period) return;
    result = await work();
    await db
      .insertInto("job_run")
      .values({ job, period, finished_at: now().toISOString() })
      .onConflict((oc) => oc.column("job").doUpdateSet({ period, finished_at: now().toISOString() }))
      .execute();
  });
  return result;
}
