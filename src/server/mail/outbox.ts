import type { Kysely, Transaction } from "kysely";
import type { DB } from "#server/db/schema.ts";
import * as outboxRepository from "./outbox.repository.ts";
import type { OutgoingMail } from "./outgoing-mail.ts";

export type { OutgoingMail } from "./outgoing-mail.ts";

type Listener = () => void;
const listeners = new Set<Listener>();

/** Lets a running outbox worker hear about new mail at once instead of at its next poll. */
export function onMailQueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Stores one e-mail in the durable outbox; the outbox worker sends it (with retries). Pass a
 * transaction to queue the mail atomically with the change that caused it. Nothing is sent here.
 */
export async function enqueueMail(db: Kysely<DB> | Transaction<DB>, mail: OutgoingMail): Promise<void> {
  await outboxRepository.insert(db, mail, new Date());
  for (const listener of listeners) listener();
}
