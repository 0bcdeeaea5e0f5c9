import type { Kysely } from "kysely";

/**
 * Posts (the Writing tab, decision 159): the owner's articles with their own addresses at
 * `/writing/<slug>`, and the addresses a post had before (`post_slug_history`, each a 301), in the
 * same shape as the projects' (decision 101).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("post")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("cover", "text")
    .addColumn("cover_focus_x", "integer")
    .addColumn("cover_focus_y", "integer")
    .addColumn("tags", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("published_at", "text")
    .addColumn("canonical_url", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("post_slug_idx").on("post").column("slug").unique().execute();
  await db.schema.createIndex("post_published_idx").on("post").columns(["status", "published_at"]).execute();
  await db.schema
    .createTable("post_slug_history")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("post_id", "text", (col) => col.notNull().references("post.id").onDelete("cascade"))
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("post_slug_history_post_idx")
    .on("post_slug_history")
    .column("post_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("post_slug_history").execute();
  await db.schema.dropTable("post").execute();
}
