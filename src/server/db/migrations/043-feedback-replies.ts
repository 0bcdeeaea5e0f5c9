import type { Kysely } from "kysely";

/**
 * The owner's replies to contact-form messages, when a message was last answered, and a deleted
 * message's grace period: a delete moves it out of every folder at once and it can be restored until it
 * is purged (decisions 055, 056).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("feedback_message").addColumn("replied_at", "text").execute();
  await db.schema.alterTable("feedback_message").addColumn("deleted_at", "text").execute();
  await db.schema
    .createTable("feedback_reply")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("message_id", "text", (col) =>
      col.notNull().references("feedback_message.id").onDelete("cascade"),
    )
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("feedback_reply_message_idx")
    .on("feedback_reply")
    .columns(["message_id", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("feedback_reply").execute();
  await db.schema.alterTable("feedback_message").dropColumn("deleted_at").execute();
  await db.schema.alterTable("feedback_message").dropColumn("replied_at").execute();
}
