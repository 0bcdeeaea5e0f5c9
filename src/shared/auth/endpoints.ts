import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { ownerSetupSchema, type SessionUser } from "./schema.ts";

export const sessionUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
// The schema and the interface the screens use describe the same user.
const sameUser: z.ZodType<SessionUser> = sessionUserSchema;

const statusSchema = z.object({ status: z.boolean() });

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
    response: z.object({ user: sameUser }),
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
