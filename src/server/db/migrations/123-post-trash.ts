import type { Kysely } from "kysely";

/**
 * Posts in the Trash (decision 160): a deleted post keeps its row, marked with when it was deleted and
 * by whom, until it is restored, deleted for good or purged after 30 days, as projects do (decision 142).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("post").addColumn("deleted_at", "text").execute();
  await db.schema.alterTable("post").addColumn("deleted_by_id", "text").execute();
  await db.schema.alterTable("post").addColumn("deleted_by_name", "text").execute();
  await db.schema.createIndex("post_deleted_idx").on("post").column("deleted_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("post_deleted_idx").execute();
  for (const column of ["deleted_by_name", "deleted_by_id", "deleted_at"])
    await db.schema.alterTable("post").dropColumn(column).execute();
}
