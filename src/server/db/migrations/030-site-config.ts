import type { Kysely } from "kysely";

/** The site configuration: one row (id 1) holding the §3 document as JSON text. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_config")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("config", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_config").execute();
}
