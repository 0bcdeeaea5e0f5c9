import type { Kysely } from "kysely";

/** Projects (§3). Lists, links and booleans follow the storage conventions: JSON text and 0/1. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("project")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("category", "text", (col) => col.notNull())
    .addColumn("image", "text")
    .addColumn("video", "text")
    .addColumn("technologies", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("features", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("links", "text", (col) => col.notNull().defaultTo("{}"))
    .addColumn("duration", "text", (col) => col.notNull().defaultTo("Not specified"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("Completed"))
    .addColumn("priority", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("project_gallery_order")
    .on("project")
    .columns(["is_active", "priority desc", "created_at desc"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("project").execute();
}
