import type { FeedbackStatus, SpamReason } from "#shared/feedback/schema.ts";

/** One message sent through the contact form. Timestamps are ISO-8601 UTC text. */
export interface FeedbackMessageTable {
  id: string;
  user_name: string;
  user_number: string;
  user_email: string;
  message: string;
  status: FeedbackStatus;
  /** Why it is in the spam folder (null when it is not spam). */
  spam_reason: SpamReason | null;
  /** How long the visitor took to fill in the form, as the browser measured it. */
  fill_ms: number | null;
  created_at: string;
  read_at: string | null;
  updated_at: string;
  /** When the owner last answered it from the inbox; null: never. */
  replied_at: string | null;
  /** When the owner deleted it: out of every folder, restorable until purged (decision 055). */
  deleted_at: string | null;
}

/** One answer the owner wrote in the inbox and sent through the mail outbox. */
export interface FeedbackReplyTable {
  id: string;
  message_id: string;
  to_address: string;
  subject: string;
  body: string;
  created_at: string;
}
