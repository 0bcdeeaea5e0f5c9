/** One e-mail to send. `text` is required; `html` is an optional alternative body. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Its own Message-ID, `<…@…>`, when the caller must know it (a thread's first message). */
  messageId?: string;
  /** The Message-ID it answers: sent as In-Reply-To and References, so mail clients thread it. */
  inReplyTo?: string;
  /** How long the message is worth sending (a reset link dies after an hour); unset: until it is sent or fails. */
  validForMs?: number;
}
