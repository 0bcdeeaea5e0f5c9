import type { Kysely } from "kysely";

/** Content sections: one row each, content as JSON text, kept in `position` order. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("content_section")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_modified", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("content_section_type_status")
    .on("content_section")
    .columns(["type", "status"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_section").execute();
}
