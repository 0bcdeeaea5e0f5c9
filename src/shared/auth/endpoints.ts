import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { ownerSetupSchema, roles, type SessionUser } from "./schema.ts";

export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
});
// The schema and the interface the screens use describe the same user.
const sameUser: z.ZodType<SessionUser> = sessionUserSchema;

const statusSchema = z.object({ status: z.boolean() });

/** WebAuthn options as JSON, handed to the browser's passkey API unchanged. */
const webAuthnOptions = z.looseObject({ challenge: z.string() });

/** A passkey as the Account tab lists it (never its public key or credential id). */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/**
 * The owner-account calls the admin makes. Sign-in, sign-out, the session and password reset are
 * better-auth's own endpoints, passed through under /api/auth (the server validates them there, so
 * these declarations type the browser's side); the one-time setup link is Folio's.
 */
export const authEndpoints = {
  getSession: endpoint({
    method: "GET",
    path: "/api/auth/get-session",
    response: z.object({ user: sameUser.nullable(), expiresAt: z.string().nullable() }),
  }),
  signIn: endpoint({
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: z.object({ email: z.string(), password: z.string(), rememberMe: z.boolean() }),
    /** With two-factor sign-in on, no user yet: `twoFactorRedirect` asks for the second factor. */
    response: z.object({ user: sameUser.nullable(), twoFactorRedirect: z.boolean().optional() }),
  }),
  /** The second step of a sign-in (or the first code that turns an authenticator on). */
  verifyTotp: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/verify-totp",
    body: z.object({ code: z.string(), trustDevice: z.boolean().optional() }),
    response: z.object({ user: sameUser.nullable() }),
  }),
  /** A recovery code instead of the authenticator's code; each works once. */
  verifyRecoveryCode: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/verify-backup-code",
    body: z.object({ code: z.string() }),
    response: z.object({ user: sameUser.nullable() }),
  }),
  /** Starts turning on the authenticator: the secret (as an otpauth:// URI) and 10 recovery codes, shown once. */
  enableTwoFactor: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/enable",
    body: z.object({ password: z.string() }),
    response: z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) }),
  }),
  disableTwoFactor: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/disable",
    body: z.object({ password: z.string() }),
    response: statusSchema,
  }),
  /** Replaces every recovery code with 10 new ones, shown once. */
  regenerateRecoveryCodes: endpoint({
    method: "POST",
    path: "/api/auth/two-factor/generate-backup-codes",
    body: z.object({ password: z.string() }),
    response: z.object({ backupCodes: z.array(z.string()) }),
  }),
  /** Options for the browser to create a passkey for the signed-in account (WebAuthn JSON). */
  passkeyRegistrationOptions: endpoint({
    method: "GET",
    path: "/api/auth/passkey/generate-register-options",
    response: webAuthnOptions,
  }),
  /** Stores the passkey the browser created, under the name the user chose. */
  addPasskey: endpoint({
    method: "POST",
    path: "/api/auth/passkey/verify-registration",
    body: z.object({ response: z.unknown(), name: z.string() }),
    response: passkeySchema,
  }),
  listPasskeys: endpoint({
    method: "GET",
    path: "/api/auth/passkey/list-user-passkeys",
    response: z.array(passkeySchema),
  }),
  removePasskey: endpoint({
    method: "POST",
    path: "/api/auth/passkey/delete-passkey",
    body: z.object({ id: z.string() }),
    response: statusSchema,
  }),
  /** Options for a password-less sign-in: any passkey registered here may answer. */
  passkeySignInOptions: endpoint({
    method: "GET",
    path: "/api/auth/passkey/generate-authenticate-options",
    response: webAuthnOptions,
  }),
  /** Signs in with the browser's passkey answer; counts as both factors (decision 068). */
  passkeySignIn: endpoint({
    method: "POST",
    path: "/api/auth/passkey/verify-authentication",
    body: z.object({ response: z.unknown() }),
    response: z.object({ user: sameUser.nullable() }),
  }),
  /** Needs the current password; every other session is signed out and a "password changed" mail sent. */
  changePassword: endpoint({
    method: "POST",
    path: "/api/auth/change-password",
    body: z.object({
      currentPassword: z.string(),
      newPassword: z.string(),
      revokeOtherSessions: z.literal(true),
    }),
    response: statusSchema,
  }),
  signOut: endpoint({
    method: "POST",
    path: "/api/auth/sign-out",
    body: z.object({}),
    response: z.object({ success: z.boolean() }),
  }),
  requestPasswordReset: endpoint({
    method: "POST",
    path: "/api/auth/request-password-reset",
    body: z.object({ email: z.string() }),
    response: statusSchema.extend({ message: z.string() }),
  }),
  /** `token` is the `secret` of the e-mailed link. */
  resetPassword: endpoint({
    method: "POST",
    path: "/api/auth/reset-password",
    body: z.object({ token: z.string(), newPassword: z.string() }),
    response: statusSchema,
  }),
  /** Whether a setup link still works (404 once it is used or an owner exists). */
  checkSetupLink: endpoint({
    method: "GET",
    path: "/api/setup",
    query: z.object({ token: z.string().max(200).default("") }),
    response: z.object({ valid: z.literal(true) }),
  }),
  /** Creates the owner from the setup link and signs them in. */
  completeSetup: endpoint({
    method: "POST",
    path: "/api/setup",
    body: ownerSetupSchema,
    response: z.object({ user: sameUser }),
    status: 201,
  }),
};
