import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "#server/db/columns.ts";
import type { MailOutboxTable } from "./mail-outbox.table.ts";
import type { OutgoingMail } from "./outgoing-mail.ts";

export type QueuedMail = Selectable<MailOutboxTable>;

/**
 * Once a message is settled (sent, or failed for good) its bodies are cleared: they may hold a reset
 * link's secret or a visitor's words. Recipient, subject, status, attempts and times stay for
 * inspection (decision 032).
 */
const clearedBodies = { text_body: "", html_body: null } as const;

// Every query on the mail outbox (callers import the module as `outboxRepository`).

export async function insert(db: Db, mail: OutgoingMail, now: Date): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto("mail_outbox")
    .values({
      id,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      reply_to: mail.replyTo ?? null,
      message_id: mail.messageId ?? null,
      in_reply_to: mail.inReplyTo ?? null,
      status: "queued",
      attempts: 0,
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      created_at: at,
      updated_at: at,
      sent_at: null,
      expires_at:
        mail.validForMs === undefined ? null : new Date(now.getTime() + mail.validForMs).toISOString(),
    })
    .execute();
  return id;
}

/** Ids of queued messages that are due and not claimed by a live worker, oldest first. */
export async function listDue(db: Db, now: Date, limit: number): Promise<string[]> {
  const at = now.toISOString();
  const rows = await db
    .selectFrom("mail_outbox")
    .select("id")
    .where("status", "=", "queued")
    .where("next_attempt_at", "<=", at)
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .orderBy("next_attempt_at")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/** Claims one message for `leaseMs`; answers it only if this caller won the claim. */
export async function claim(db: Db, id: string, now: Date, leaseMs: number): Promise<QueuedMail | undefined> {
  const at = now.toISOString();
  const result = await db
    .updateTable("mail_outbox")
    .set({ locked_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where("id", "=", id)
    .where("status", "=", "queued")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<=", at)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function markSent(db: Db, id: string, attempts: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .updateTable("mail_outbox")
    .set({
      ...clearedBodies,
      status: "sent",
      attempts,
      sent_at: at,
      updated_at: at,
      locked_until: null,
      last_error: null,
    })
    .where("id", "=", id)
    .execute();
}

export async function markRetry(
  db: Db,
  id: string,
  attempts: number,
  error: string,
  retryAt: Date,
  now: Date,
) {
  await db
    .updateTable("mail_outbox")
    .set({
      attempts,
      last_error: error,
      next_attempt_at: retryAt.toISOString(),
      updated_at: now.toISOString(),
      locked_until: null,
    })
    .where("id", "=", id)
    .execute();
}

export async function markFailed(
  db: Db,
  id: string,
  attempts: number,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({
      ...clearedBodies,
      status: "failed",
      attempts,
      last_error: error,
      updated_at: now.toISOString(),
      locked_until: null,
    })
    .where("id", "=", id)
    .execute();
}

export async function findById(db: Db, id: string): Promise<QueuedMail | undefined> {
  return db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function list(db: Db): Promise<QueuedMail[]> {
  return db.selectFrom("mail_outbox").selectAll().orderBy("created_at").execute();
}
