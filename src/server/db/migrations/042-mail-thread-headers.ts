import type { Kysely } from "kysely";

/**
 * A queued e-mail may carry its own Message-ID and the one it answers (In-Reply-To and References), so
 * the owner's reply to a contact-form message threads with the visitor's confirmation (decision 056).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("message_id", "text").execute();
  await db.schema.alterTable("mail_outbox").addColumn("in_reply_to", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("in_reply_to").execute();
  await db.schema.alterTable("mail_outbox").dropColumn("message_id").execute();
}
