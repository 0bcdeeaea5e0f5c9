import type { Kysely } from "kysely";

/**
 * Private case studies (issue 42, decision 158): each project's visibility (`public`, `unlisted` or
 * `protected`), the protected page's password hash (argon2id, as accounts'), and the share links sent
 * to recipients, kept by their token's SHA-256.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("project")
    .addColumn("visibility", "text", (col) => col.notNull().defaultTo("public"))
    .execute();
  await db.schema.alterTable("project").addColumn("password_hash", "text").execute();
  await db.schema
    .createTable("project_share_link")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("project_id", "text", (col) => col.notNull().references("project.id").onDelete("cascade"))
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("expires_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("last_opened_at", "text")
    .addColumn("open_count", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("project_share_link_project_idx")
    .on("project_share_link")
    .column("project_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("project_share_link").execute();
  await db.schema.alterTable("project").dropColumn("password_hash").execute();
  await db.schema.alterTable("project").dropColumn("visibility").execute();
}
