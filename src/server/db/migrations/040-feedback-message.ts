import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("feedback_message")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_name", "text", (col) => col.notNull())
    .addColumn("user_number", "text", (col) => col.notNull())
    .addColumn("user_email", "text", (col) => col.notNull())
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
    .addColumn("spam_reason", "text")
    .addColumn("fill_ms", "bigint")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("read_at", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addCheckConstraint("feedback_message_status_check", sql`status in ('new', 'read', 'archived', 'spam')`)
    .execute();
  await db.schema
    .createIndex("feedback_message_status_created_idx")
    .on("feedback_message")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("feedback_message_created_idx")
    .on("feedback_message")
    .column("created_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("feedback_message").execute();
}
