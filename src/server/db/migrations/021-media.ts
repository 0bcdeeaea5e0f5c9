import type { Kysely } from "kysely";

/** Uploaded media files: the stored name, the type sniffed from the bytes, and image variants (JSON text). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("media")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("mime_type", "text", (col) => col.notNull())
    .addColumn("file_name", "text", (col) => col.notNull().unique())
    .addColumn("url", "text", (col) => col.notNull().unique())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("variants", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("media").execute();
}
