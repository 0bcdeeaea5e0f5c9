import type { Kysely } from "kysely";

/** A message that is useless after a while (a reset link) is not sent, and its bodies are cleared, once this passes. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").addColumn("expires_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("expires_at").execute();
}
