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
