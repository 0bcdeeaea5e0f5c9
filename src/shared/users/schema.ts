import { z } from "zod";
import {
  authMessages,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  roles,
  simpleEmailPattern,
} from "#shared/auth/schema.ts";
import { usersMessages } from "./rules.ts";

export const roleSchema = z.enum(roles);

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(simpleEmailPattern, authMessages.emailInvalid)
  .max(254);
const nameSchema = z
  .string()
  .trim()
  .min(1, authMessages.nameRequired)
  .max(100, "Name must be at most 100 characters");
const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

export const userSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  twoFactorEnabled: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: roleSchema,
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  area: z.string(),
  summary: z.string(),
  actor: z.string(),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** How many entries a page of an activity list holds unless the client asks for fewer. */
export const activityPageSize = 30;

/** A page of an activity list: `limit` entries older than the entry `before` (none: the newest). */
export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(activityPageSize),
  before: z.string().max(100).optional(),
});

/** One page of an activity list, newest first, and how many entries the list holds in all. */
export const activityPageSchema = z.object({ items: z.array(activityEntrySchema), total: z.number().int() });
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const usersListSchema = z.object({
  items: z.array(userSummarySchema),
  invitations: z.array(invitationSchema),
  requireTwoFactor: z.boolean(),
});

export const inviteSchema = z.object({ email: emailSchema, role: roleSchema });
export const roleChangeSchema = z.object({ role: roleSchema });
export const securitySettingsSchema = z.object({ requireTwoFactor: z.boolean() });
export const idParams = z.object({ id: z.string().min(1).max(100) });

export const invitationCheckSchema = z.object({ email: z.string(), role: roleSchema });
export const acceptInvitationSchema = z.object({
  token: z.string().min(1, usersMessages.invitationInvalid).max(200),
  name: nameSchema,
  password: passwordSchema,
});

export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  place: z.string(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSchema>;

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  twoFactorEnabled: z.boolean(),
  /** The owner requires two-factor sign-in and this account has not turned it on yet. */
  twoFactorRequired: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountNameSchema = z.object({ name: nameSchema });
export const accountEmailSchema = z.object({ email: emailSchema });
export const confirmEmailSchema = z.object({ token: z.string().min(1).max(200) });
