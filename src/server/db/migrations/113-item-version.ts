import type { Kysely } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * Every saved version of what the editors change (issue 40, decision 138): sections, projects, the site
 * configuration, the component list and the résumé's settings. One row per save: who, when, which fields
 * changed, and the content as compressed JSON (raw deflate; with `base_version`, deflated against that
 * version's JSON as a dictionary).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const binary = isPostgres(db) ? "bytea" : "blob";
  await db.schema
    .createTable("item_version")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("saved_at", "text", (col) => col.notNull())
    .addColumn("saved_by_id", "text")
    .addColumn("saved_by_name", "text")
    .addColumn("changed", "text", (col) => col.notNull().defaultTo("[]"))
    .addColumn("restored_from", "integer")
    .addColumn("base_version", "integer")
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("content", binary, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("item_version_item_idx")
    .on("item_version")
    .columns(["kind", "item_id", "version"])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("item_version").execute();
}
