/** One e-mail to send. `text` is required; `html` is an optional alternative body. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}
