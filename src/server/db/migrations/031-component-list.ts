import type { Kysely } from "kysely";

/** The component visibility list: one row (id 1) holding the list as JSON text. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("component_list")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("components", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("component_list").execute();
}
