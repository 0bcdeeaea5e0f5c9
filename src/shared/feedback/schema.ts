import { z } from "zod";
import { feedbackLimits, honeypotField, inboxPage } from "./rules.ts";

/** A field of the form as sent: text, or left out (the same as empty). */
const field = (label: string) => z.string({ error: `${label} must be text` }).default("");

/**
 * What a visitor sends: name, phone, e-mail and message, plus the spam-defence fields. Which fields
 * are required, and each field's message, are the owner's (the Contact section's form settings and the
 * site's texts): the feedback service checks them with `checkFeedback`, as the form does (decision 073).
 */
export const feedbackSubmissionSchema = z.object({
  user_name: field("Name"),
  user_number: field("Phone number"),
  user_email: field("Email"),
  message: field("Message"),
  /** The honeypot: must stay empty. Anything in it marks the submission as spam. */
  [honeypotField]: z.string().max(500).optional(),
  /** Milliseconds between the form appearing and its submission, measured in the browser. */
  fill_ms: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});
export type FeedbackSubmission = z.infer<typeof feedbackSubmissionSchema>;

export const feedbackReceivedSchema = z.object({ status: z.literal("received") });

export const feedbackStatuses = ["new", "read", "archived", "spam"] as const;
export const feedbackStatusSchema = z.enum(feedbackStatuses);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** Why a message is in the spam folder ("links": mostly links, or one link repeated). */
export const spamReasonSchema = z.enum(["honeypot", "fill_time", "links", "owner"]);
export type SpamReason = z.infer<typeof spamReasonSchema>;

/** One stored message as the owner sees it. */
export const feedbackMessageSchema = z.object({
  id: z.string(),
  user_name: z.string(),
  user_number: z.string(),
  user_email: z.string(),
  message: z.string(),
  status: feedbackStatusSchema,
  spamReason: spamReasonSchema.nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** When the owner last answered it from the inbox; null: not yet. */
  repliedAt: z.string().nullable(),
});
export type FeedbackMessage = z.infer<typeof feedbackMessageSchema>;

/**
 * A folder ("all" is every message except spam, like a mail client's), a search, and a page: `limit`
 * messages after `cursor` (the previous page's `nextCursor`; none for the newest).
 */
export const feedbackListQuerySchema = z.object({
  status: z.union([feedbackStatusSchema, z.literal("all")]).default("all"),
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(inboxPage.max, `At most ${inboxPage.max} messages per page`)
    .default(inboxPage.size),
  cursor: z.string().max(200).optional(),
});
export type FeedbackListQuery = z.input<typeof feedbackListQuerySchema>;

export const feedbackCountsSchema = z.object({
  new: z.number(),
  read: z.number(),
  archived: z.number(),
  spam: z.number(),
});
export type FeedbackCounts = z.infer<typeof feedbackCountsSchema>;

/** One page: its messages, how many match in all, the folder counts, and where the next page starts. */
export const feedbackListSchema = z.object({
  items: z.array(feedbackMessageSchema),
  total: z.number(),
  counts: feedbackCountsSchema,
  nextCursor: z.string().nullable(),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;

/** What the owner may change on a message: its folder. */
export const feedbackUpdateSchema = z.object({ status: feedbackStatusSchema });
export type FeedbackUpdate = z.infer<typeof feedbackUpdateSchema>;

export const feedbackIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The owner's answer, written in the inbox: sent to the visitor through the mail outbox. */
export const feedbackReplyBodySchema = z.object({
  text: z
    .string({ error: "Reply is required" })
    .trim()
    .min(1, "Write a reply before sending it")
    .max(feedbackLimits.replyMax, `Reply must be at most ${feedbackLimits.replyMax} characters`),
});
export type FeedbackReplyBody = z.infer<typeof feedbackReplyBodySchema>;

/** One reply in a message's history. */
export const feedbackReplySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type FeedbackReply = z.infer<typeof feedbackReplySchema>;

export const feedbackRepliesSchema = z.object({ items: z.array(feedbackReplySchema) });
export type FeedbackReplies = z.infer<typeof feedbackRepliesSchema>;
