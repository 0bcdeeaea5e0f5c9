import type { Kysely } from "kysely";

/**
 * The last period (a night) each scheduled job ran for, so several instances run it once per period
 * (decision 116).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("job_run")
    .addColumn("job", "text", (col) => col.primaryKey())
    .addColumn("period", "text", (col) => col.notNull())
    .addColumn("finished_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("job_run").execute();
}
