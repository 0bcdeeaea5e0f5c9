import type { Kysely } from "kysely";

const tables = ["project", "content_section"] as const;

/**
 * The Trash (issue 40, decision 142): a deleted project or content section keeps its row, marked with
 * when it was deleted and by whom, until it is restored, deleted for good or purged after 30 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).addColumn("deleted_at", "text").execute();
    await db.schema.alterTable(table).addColumn("deleted_by_id", "text").execute();
    await db.schema.alterTable(table).addColumn("deleted_by_name", "text").execute();
    await db.schema.createIndex(`${table}_deleted_idx`).on(table).column("deleted_at").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.dropIndex(`${table}_deleted_idx`).execute();
    for (const column of ["deleted_by_name", "deleted_by_id", "deleted_at"])
      await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
