import type { OutgoingMail } from "#server/mail/outbox.ts";
import { quotedReply, replySubject } from "#shared/feedback/rules.ts";
import type { FeedbackMessage } from "#shared/feedback/schema.ts";

export interface MailContext {
  /** Where the owner reads mail: the site's contact e-mail, else the owner account's. */
  ownerAddress: string | undefined;
  /** The site author's name, used to sign the visitor's confirmation. */
  author: string;
  /** The site's public origin, for the link to the inbox. */
  publicUrl: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function layout(body: string): string {
  return `<!doctype html><html><body style="margin:0;padding:32px 16px;background:#f3f3f3;font-family:Inter,Segoe UI,Arial,sans-serif;color:#1e1d1d">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px;border-top:4px solid #08afff">${body}</div>
</body></html>`;
}

/**
 * The Message-ID of a stored message's thread: the visitor's confirmation carries it, and the owner's
 * replies answer it (In-Reply-To, References), so the visitor's mail client shows one conversation.
 * Derived from the message's id, so messages stored before it existed have one too (decision 056).
 */
export function feedbackThreadId(messageId: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || "folio.invalid";
  return `<feedback.${messageId}@${host}>`;
}

/** The owner's reply from the inbox: their words with the visitor's message quoted, Reply-To the owner. */
export function ownerReply(message: FeedbackMessage, text: string, context: MailContext): OutgoingMail {
  return {
    to: message.user_email,
    subject: replySubject(message.user_name),
    text: quotedReply(text, message),
    inReplyTo: feedbackThreadId(message.id, context.publicUrl),
    ...(context.ownerAddress ? { replyTo: context.ownerAddress } : {}),
  };
}

/** Who wrote, for a subject line: the name, else the address, else "a visitor" (fields may be optional). */
const sender = (message: FeedbackMessage) => message.user_name || message.user_email || "a visitor";

/**
 * The owner's notification: every field the visitor filled in (the phone number as typed), Reply-To
 * set to the visitor when they gave an address, so a reply goes straight back.
 */
export function ownerNotification(
  message: FeedbackMessage,
  context: MailContext & { ownerAddress: string },
): OutgoingMail {
  const inbox = `${context.publicUrl}/admin-dashboard`;
  const details = [
    ["Name", message.user_name],
    ["Email", message.user_email],
    ["Phone", message.user_number],
  ].filter(([, value]) => value);
  const text = [
    "You have a new message from your portfolio's contact form.",
    "",
    ...details.map(([label, value]) => `${`${label}:`.padEnd(6)} ${value}`),
    "",
    message.message,
    "",
    message.user_email
      ? `Reply to this e-mail to answer ${sender(message)} directly, or open your inbox: ${inbox}`
      : `Open your inbox: ${inbox}`,
  ].join("\n");
  const rows = details
    .filter(([label]) => label !== "Name")
    .map(([label, value = ""]) => {
      const shown =
        label === "Email"
          ? `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`
          : escapeHtml(value);
      return `<tr><td style="color:#767676;padding:2px 12px 2px 0">${label}</td><td>${shown}</td></tr>`;
    })
    .join("\n");
  const html =
    layout(`<h1 style="font-size:20px;margin:0 0 16px">New message from ${escapeHtml(sender(message))}</h1>
<table style="font-size:14px;border-collapse:collapse;margin-bottom:16px">
${rows}
</table>
<div style="white-space:pre-wrap;font-size:15px;line-height:1.6;background:#f7f7f7;border-radius:12px;padding:16px">${escapeHtml(message.message)}</div>
<p style="font-size:13px;color:#767676;margin-top:24px">${message.user_email ? "Reply to this e-mail to answer directly, or " : ""}<a href="${escapeHtml(inbox)}" style="color:#08afff">open your inbox</a>.</p>`);
  return {
    to: context.ownerAddress,
    subject: `New message from ${sender(message)}`,
    text,
    html,
    ...(message.user_email ? { replyTo: message.user_email } : {}),
  };
}

/**
 * The visitor's confirmation, addressed by name. It never repeats the message: the form must not
 * become a way to send chosen text to someone else's address.
 */
export function visitorConfirmation(message: FeedbackMessage, context: MailContext): OutgoingMail {
  const text = [
    message.user_name ? `Hi ${message.user_name},` : "Hi,",
    "",
    "Thank you for getting in touch. Your message has arrived and I will get back to you at this address soon.",
    "",
    "Best regards,",
    context.author,
    context.publicUrl,
  ].join("\n");
  const greeting = message.user_name ? `Hi ${escapeHtml(message.user_name)},` : "Hi,";
  const html = layout(`<h1 style="font-size:20px;margin:0 0 16px">${greeting}</h1>
<p style="font-size:15px;line-height:1.6">Thank you for getting in touch. Your message has arrived and I will get back to you at this address soon.</p>
<p style="font-size:15px;line-height:1.6;margin-top:24px">Best regards,<br>${escapeHtml(context.author)}<br><a href="${escapeHtml(context.publicUrl)}" style="color:#08afff">${escapeHtml(context.publicUrl)}</a></p>`);
  return {
    to: message.user_email,
    subject: message.user_name ? `Thanks for your message, ${message.user_name}` : "Thanks for your message",
    text,
    html,
    messageId: feedbackThreadId(message.id, context.publicUrl),
    ...(context.ownerAddress ? { replyTo: context.ownerAddress } : {}),
  };
}
