/**
 * The feedback form's limits as plain constants (no zod), so the public page's form can use them
 * without pulling the schema library into the visitor's JavaScript.
 */
export const feedbackLimits = {
  nameMax: 100,
  /** A phone number counts its digits (the specification's 10 to 12), not its characters. */
  phoneMin: 10,
  phoneMax: 12,
  /** The characters a phone number may take with its spaces, dots, dashes and brackets. */
  phoneTextMax: 40,
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

/** The form's four fields, in the form's order (the specification's names). */
export const feedbackFields = ["user_name", "user_number", "user_email", "message"] as const;
export type FeedbackField = (typeof feedbackFields)[number];

/** What the owner makes of each field in the Contact section's form settings. */
export const fieldRules = ["required", "optional", "hidden"] as const;
export type FieldRule = (typeof fieldRules)[number];
export type FieldRules = Record<FeedbackField, FieldRule>;

/** The specification's form: all four fields required. */
export const defaultFieldRules: FieldRules = {
  user_name: "required",
  user_number: "required",
  user_email: "required",
  message: "required",
};

/** The hidden honeypot input's name: people never see it, naive bots fill it in. */
export const honeypotField = "website";

/** How long a deleted message can still be restored (the inbox's Undo) before it is purged for good. */
export const deletedMessageGraceMs = 24 * 60 * 60 * 1000;
