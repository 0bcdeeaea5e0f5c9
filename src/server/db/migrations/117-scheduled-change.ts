import type { Kysely } from "kysely";

/**
 * Publishing on a schedule (issue 40, decision 150): an item (a project, a section) and an action
 * (publish, unpublish) waiting for its time, one row per item and action (`id` is
 * `<kind>:<item>:<action>`); the job applies and deletes what is due.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("scheduled_change")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("due_at", "text", (col) => col.notNull())
    .addColumn("set_by_name", "text", (col) => col.notNull())
    .addColumn("set_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("scheduled_change_due_idx").on("scheduled_change").column("due_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("scheduled_change").execute();
}
