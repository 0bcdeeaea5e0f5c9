import type { Kysely } from "kysely";

/** Fixed-window counters for the sign-in and password-reset limits (one row per key). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("auth_rate_limit")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("window_started_at", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("auth_rate_limit").execute();
}
