import type { Kysely } from "kysely";

/**
 * One counter per change topic (`page`), bumped with every change notification on PostgreSQL, so an
 * instance that missed a notification sees the new version on its next check (decision 113). Unused
 * (but present) on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("change_version")
    .addColumn("topic", "text", (col) => col.primaryKey())
    .addColumn("version", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("change_version").execute();
}
