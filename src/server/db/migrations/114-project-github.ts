import type { Kysely } from "kysely";

/**
 * What a project imported from GitHub keeps of its repository (issue 38, decision 140): which one it
 * came from, its stars and last push when imported or last refreshed, and since when GitHub answers 404
 * for it (renamed or deleted: the project stays, marked).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("project_github")
    .addColumn("project_id", "text", (col) => col.primaryKey().references("project.id").onDelete("cascade"))
    .addColumn("repository_id", "text", (col) => col.notNull())
    .addColumn("full_name", "text", (col) => col.notNull())
    .addColumn("html_url", "text", (col) => col.notNull())
    .addColumn("stars", "integer", (col) => col.notNull())
    .addColumn("pushed_at", "text")
    .addColumn("imported_at", "text", (col) => col.notNull())
    .addColumn("checked_at", "text", (col) => col.notNull())
    .addColumn("missing_since", "text")
    .execute();
  await db.schema
    .createIndex("project_github_repository_idx")
    .on("project_github")
    .column("repository_id")
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("project_github").execute();
}
