/**
 * The feedback form's limits as plain constants (no zod), so the public page's form can use them
 * without pulling the schema library into the visitor's JavaScript.
 */
export const feedbackLimits = {
  nameMax: 100,
  phoneMin: 10,
  phoneMax: 12,
  emailMax: 254,
  messageMax: 5000,
  /** The owner's reply written in the inbox. */
  replyMax: 10000,
  /** A submission filled in faster than this is treated as automated. */
  minFillMs: 2000,
  /** Submissions allowed per IP address in one window. */
  ratePerWindow: 5,
  rateWindowMs: 10 * 60 * 1000,
} as const;

/** The owner's inbox loads messages in pages of `size`; the server answers at most `max` at once. */
export const inboxPage = { size: 50, max: 200 } as const;

/** Digits, spaces, `+`, `-`, `(`, `)` — an HTML `pattern` and a server rule. */
export const phonePattern = "[0-9 +\\(\\)\\-]{10,12}";

/** The hidden honeypot input's name: people never see it, naive bots fill it in. */
export const honeypotField = "website";

/** The form's toasts, word for word from the specification. */
export const feedbackToasts = {
  success: "Your feedback has been sent successfully!",
  failure: "Failed to send feedback. Please check your email.",
} as const;

/** How long a deleted message can still be restored (the inbox's Undo) before it is purged for good. */
export const deletedMessageGraceMs = 24 * 60 * 60 * 1000;

/** The subject of the owner's reply: the visitor's confirmation's subject answered, so it threads. */
export const replySubject = (name: string) => `Re: Thanks for your message, ${name}`;

/** The reply's text: the owner's words, then the visitor's message quoted line by line. */
export function quotedReply(
  text: string,
  original: { user_name: string; createdAt: string; message: string },
) {
  const when = new Date(original.createdAt).toUTCString();
  const quoted = original.message
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
  return `${text.trim()}\n\nOn ${when}, ${original.user_name} wrote:\n${quoted}\n`;
}
