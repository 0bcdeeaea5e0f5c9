export type MailStatus = "queued" | "sent" | "failed";

/** One e-mail in the durable outbox. Timestamps are ISO-8601 UTC text. */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  reply_to: string | null;
  status: MailStatus;
  attempts: number;
  next_attempt_at: string;
  /** While a worker is sending, the time its claim lapses (so a crash mid-send is retried). */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  /** After this the message is no longer sent (it is marked failed and its bodies cleared); null: never. */
  expires_at: string | null;
  /** This message's own Message-ID header (with its angle brackets); null: the transport makes one. */
  message_id: string | null;
  /** The Message-ID this message answers (In-Reply-To and References); null: none. */
  in_reply_to: string | null;
}
