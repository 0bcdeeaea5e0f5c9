import { z } from "zod";

/** What a protected page's password and share links may be (decision 158). */
export const projectAccessLimits = {
  passwordMin: 8,
  passwordMax: 200,
  recipientMax: 120,
  /** Tries of a protected page's password: per address, and per project from every address. */
  triesPerAddress: 10,
  triesPerProject: 50,
  triesWindowMs: 15 * 60 * 1000,
} as const;

export const projectPasswordSchema = z.strictObject({
  /** The new password; null removes it (the page then opens with a share link only). */
  password: z
    .string({ error: "The password must be text" })
    .min(
      projectAccessLimits.passwordMin,
      `The password must be at least ${projectAccessLimits.passwordMin} characters`,
    )
    .max(
      projectAccessLimits.passwordMax,
      `The password must be at most ${projectAccessLimits.passwordMax} characters`,
    )
    .nullable(),
});
export type ProjectPasswordInput = z.infer<typeof projectPasswordSchema>;

export const projectAccessStateSchema = z.object({
  /** Whether a password is set: the password itself is never shown back. */
  hasPassword: z.boolean(),
});

export const shareLinkCreateSchema = z.strictObject({
  recipient: z
    .string({ error: "The recipient's name must be text" })
    .trim()
    .min(1, "Enter who the link is for")
    .max(
      projectAccessLimits.recipientMax,
      `The recipient's name must be at most ${projectAccessLimits.recipientMax} characters`,
    ),
  /** When the link stops opening the page (ISO date and time, in the future); null or left out: never. */
  expiresAt: z.iso
    .datetime({ offset: true, error: "The expiry must be a date and time" })
    .nullable()
    .optional(),
});
export type ShareLinkCreateInput = z.infer<typeof shareLinkCreateSchema>;

export const shareLinkSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  openCount: z.number(),
  state: z.enum(["open", "expired", "revoked"]),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** A new link: the only answer that carries its address (only its hash is stored). */
export const createdShareLinkSchema = z.object({ item: shareLinkSchema, link: z.string() });

export const shareLinkListSchema = z.object({ items: z.array(shareLinkSchema) });

export const projectIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const shareLinkParamsSchema = z.object({
  id: z.string().min(1).max(100),
  linkId: z.string().min(1).max(100),
});

/** A share link's token: 32 random bytes in base64url. */
export const isShareToken = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
