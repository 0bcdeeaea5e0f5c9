import { z } from "zod";
import {
  testimonialRequestLimits as limits,
  testimonialRequestStates,
  testimonialSubmissionStatuses,
} from "./rules.ts";

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

/** What the owner fills in to ask a client for a testimonial. */
export const requestCreateSchema = z.object({
  clientName: text("Client name", limits.clientNameMax).min(1, { error: "Client name is required" }),
  message: text("Message", limits.messageMax).default(""),
  expiresInDays: z
    .number({ error: "Expiry must be a number of days" })
    .int({ error: "Expiry must be a whole number of days" })
    .min(1, { error: "Expiry must be at least 1 day" })
    .max(limits.maxExpiryDays, { error: `Expiry must be at most ${limits.maxExpiryDays} days` })
    .default(limits.defaultExpiryDays),
  singleUse: z.boolean({ error: "Single use must be true or false" }).default(true),
});
export type RequestCreate = z.input<typeof requestCreateSchema>;

export const testimonialRequestSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  message: z.string(),
  expiresAt: z.string(),
  singleUse: z.boolean(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
  usedAt: z.string().nullable(),
  state: z.enum(testimonialRequestStates),
});
export type TestimonialRequest = z.infer<typeof testimonialRequestSchema>;

/** A new request with its link: shown once, as only the token's hash is kept. */
export const createdRequestSchema = testimonialRequestSchema.extend({ link: z.string() });
export type CreatedRequest = z.infer<typeof createdRequestSchema>;

export const requestListSchema = z.object({ items: z.array(testimonialRequestSchema) });

export const requestIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** Sends the link through the mail outbox; the link (the token) must be given again, as it is not stored. */
export const requestSendSchema = z.object({
  email: z
    .email({ error: "Enter a valid e-mail address" })
    .max(254, { error: "Enter a valid e-mail address" }),
  link: z.string().url({ error: "The link is missing" }).max(500),
});

export const testimonialSubmissionSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  clientName: z.string(),
  name: z.string(),
  role: z.string(),
  company: z.string(),
  text: z.string(),
  rating: z.number(),
  photo: z.string(),
  status: z.enum(testimonialSubmissionStatuses),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TestimonialSubmission = z.infer<typeof testimonialSubmissionSchema>;

export const submissionListSchema = z.object({ items: z.array(testimonialSubmissionSchema) });

const ratingMessage = `Rating must be a whole number from 1 to ${limits.ratingMax}`;

/** The owner's edit of a pending submission before approving it. */
export const submissionEditSchema = z.object({
  name: text("Name", limits.nameMax).min(1, { error: "Name is required" }),
  role: text("Role", limits.roleMax),
  company: text("Company", limits.companyMax),
  text: text("Testimonial", limits.textMax).min(1, { error: "Testimonial is required" }),
  rating: z
    .number({ error: ratingMessage })
    .int({ error: ratingMessage })
    .min(1, { error: ratingMessage })
    .max(limits.ratingMax, { error: ratingMessage }),
  /** Kept or removed (""), never replaced by another address. */
  removePhoto: z.boolean().default(false),
});
export type SubmissionEdit = z.input<typeof submissionEditSchema>;

/** Where the approved testimonial goes among the section's entries (0: first); the end when left out. */
export const submissionApproveSchema = z.object({
  position: z.number().int().min(0, { error: "Position must be 0 or more" }).optional(),
});
