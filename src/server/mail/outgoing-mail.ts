/** One e-mail to send. `text` is required; `html` is an optional alternative body. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** How long the message is worth sending (a reset link dies after an hour); unset: until it is sent or fails. */
  validForMs?: number;
}
