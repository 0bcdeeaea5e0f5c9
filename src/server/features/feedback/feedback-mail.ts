import type { OutgoingMail } from "#server/mail/outbox.ts";
import type { FeedbackMessage } from "#shared/feedback/schema.ts";
import { textDirection } from "#shared/site-config/text-direction.ts";
import type { Texts } from "#shared/texts/catalogue.ts";
import { fillText } from "#shared/texts/fill.ts";

export interface MailContext {
  /** Where the owner reads mail: the site's contact e-mail, else the owner account's. */
  ownerAddress: string | undefined;
  /** The site author's name, used to sign the visitor's confirmation. */
  author: string;
  /** The site's public origin, for the link to the inbox. */
  publicUrl: string;
  /** The interface texts (the owner's over the defaults): what mails to visitors say. */
  texts: Texts;
  /** The site's language: the visitors' mails are in it (`lang`, `dir`, the quoted message's date). */
  language: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A mail's HTML: a card on a grey page, in `language` (the owner's notification is in English). */
function layout(body: string, language = "en"): string {
  const dir = textDirection(language);
  return `<!doctype html><html lang="${escapeHtml(language)}" dir="${dir}"><body style="margin:0;padding:32px 16px;background:#f3f3f3;font-family:Inter,Segoe UI,Arial,sans-serif;color:#1e1d1d">
<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:16px;padding:32px;border-top:4px solid #08afff;text-align:start">${body}</div>
</body></html>`;
}

/** The confirmation's subject, in the owner's words: the reply answers it ("Re: …"), so both thread. */
const confirmationSubject = (message: FeedbackMessage, texts: Texts) =>
  message.user_name
    ? fillText(texts["mail.confirmationSubjectNamed"], { name: message.user_name })
    : texts["mail.confirmationSubject"];

/**
 * The reply's text: the owner's words, then the visitor's message quoted line by line under the
 * owner's quote line, its date written in the site's language.
 */
function quotedReply(text: string, message: FeedbackMessage, context: MailContext): string {
  let date: string;
  try {
    date = new Intl.DateTimeFormat(context.language, {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(new Date(message.createdAt));
  } catch {
    date = new Date(message.createdAt).toUTCString();
  }
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
  const line = fillText(context.texts["mail.quoteLine"], { date, name: sender(message) });
  return `${text.trim()}\n\n${line}\n${quoted}\n`;
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
    // "Re:" is the mail convention clients thread by (RFC 5322 §3.6.5), so it is not translated.
    subject: `Re: ${confirmationSubject(message, context.texts)}`,
    text: quotedReply(text, message, context),
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
  const { texts } = context;
  const greeting = message.user_name
    ? fillText(texts["mail.greetingNamed"], { name: message.user_name })
    : texts["mail.greeting"];
  const text = [
    greeting,
    "",
    texts["mail.confirmationBody"],
    "",
    texts["mail.signOff"],
    context.author,
    context.publicUrl,
  ].join("\n");
  // The site's address stays left to right inside a right-to-left mail.
  const html = layout(
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(greeting)}</h1>
<p style="font-size:15px;line-height:1.6">${escapeHtml(texts["mail.confirmationBody"])}</p>
<p style="font-size:15px;line-height:1.6;margin-top:24px">${escapeHtml(texts["mail.signOff"])}<br>${escapeHtml(context.author)}<br><a href="${escapeHtml(context.publicUrl)}" dir="ltr" style="color:#08afff">${escapeHtml(context.publicUrl)}</a></p>`,
    context.language,
  );
  return {
    to: message.user_email,
    subject: confirmationSubject(message, texts),
    text,
    html,
    messageId: feedbackThreadId(message.id, context.publicUrl),
    ...(context.ownerAddress ? { replyTo: context.ownerAddress } : {}),
  };
}
