import type { Kysely } from "kysely";

/**
 * Testimonial requests (issue 42, decision 157): the owner's links to clients, kept by their token's
 * hash, and what clients sent through them, pending until the owner approves or rejects it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("testimonial_request")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("client_name", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .addColumn("single_use", "integer", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createTable("testimonial_submission")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("request_id", "text", (col) =>
      col.notNull().references("testimonial_request.id").onDelete("cascade"),
    )
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("company", "text", (col) => col.notNull())
    .addColumn("text", "text", (col) => col.notNull())
    .addColumn("rating", "integer", (col) => col.notNull())
    .addColumn("photo", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("decided_at", "text")
    .execute();
  await db.schema
    .createIndex("testimonial_submission_status_idx")
    .on("testimonial_submission")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("testimonial_submission_request_idx")
    .on("testimonial_submission")
    .column("request_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("testimonial_submission").execute();
  await db.schema.dropTable("testimonial_request").execute();
}
