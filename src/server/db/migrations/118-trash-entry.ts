import type { Kysely } from "kysely";

/**
 * The Trash for entries inside a section (issue 40, decision 142's addendum): a testimonial, a service
 * or a role a save removed from its section, kept whole with its place in the list until it is
 * restored, deleted for good or purged after 30 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("trash_entry")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("section_id", "text", (col) => col.notNull())
    .addColumn("list", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("entry", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("deleted_at", "text", (col) => col.notNull())
    .addColumn("deleted_by_id", "text")
    .addColumn("deleted_by_name", "text")
    .execute();
  await db.schema.createIndex("trash_entry_deleted_idx").on("trash_entry").column("deleted_at").execute();
  await db.schema.createIndex("trash_entry_section_idx").on("trash_entry").column("section_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("trash_entry").execute();
}
