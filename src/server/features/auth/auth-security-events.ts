import type { FastifyRequest } from "fastify";
import { AppError } from "#server/errors.ts";
import {
  recordSecurityEvent,
  type SecurityEvent,
  type SecurityEventDetails,
} from "#server/features/audit/security-events.ts";

/**
 * Who an auth request concerns, for the security log: the account whose id is known (signed in, or in
 * the middle of a sign-in), else the account the typed e-mail belongs to, else "Unknown" — a visitor's
 * typed address is never written anywhere.
 */
async function actorFor(
  request: FastifyRequest,
  typedEmail: string | undefined,
  accountId?: string,
): Promise<SecurityEventDetails> {
  const { users } = request.server.services;
  const user = accountId
    ? await users.find(accountId)
    : typedEmail
      ? await users.findByEmail(typedEmail)
      : undefined;
  if (user) return { actor: user.name || "User", actorId: user.id };
  if (typedEmail) return { actor: "Unknown", note: "no account uses this e-mail" };
  return { actor: "Unknown" };
}

/** The events an answered /api/auth request stands for (none for a session read). */
function eventsFor(path: string, status: number, payload: unknown, signedIn: boolean): SecurityEvent[] {
  const ok = status < 400;
  switch (path) {
    case "/sign-in/email":
      if (ok && (payload as { twoFactorRedirect?: boolean } | null)?.twoFactorRedirect)
        return ["sign-in.second-factor-asked"];
      return [ok ? "sign-in.succeeded" : "sign-in.failed"];
    case "/sign-out":
      return ok ? ["signed-out"] : [];
    case "/request-password-reset":
      return ok ? ["password-reset.requested"] : [];
    case "/reset-password":
      // A reset signs out every device (revokeSessionsOnPasswordReset).
      return ok ? ["password-reset.used", "password.changed", "sessions.revoked"] : [];
    case "/change-password":
      return ok ? ["password.changed", "sessions.revoked"] : [];
    case "/two-factor/verify-totp":
      // With a session, the first code from the authenticator turns two-factor on.
      if (signedIn) return ok ? ["two-factor.enabled"] : [];
      return [ok ? "second-factor.passed" : "second-factor.failed"];
    case "/two-factor/verify-backup-code":
      return ok ? ["second-factor.passed", "recovery-code.used"] : ["second-factor.failed"];
    case "/two-factor/disable":
      return ok ? ["two-factor.disabled"] : [];
    case "/two-factor/generate-backup-codes":
      return ok ? ["recovery-codes.regenerated"] : [];
    case "/passkey/verify-registration":
      return ok ? ["passkey.added"] : [];
    case "/passkey/delete-passkey":
      return ok ? ["passkey.removed"] : [];
    case "/passkey/verify-authentication":
      return [ok ? "passkey.sign-in.succeeded" : "passkey.sign-in.failed"];
    default:
      return [];
  }
}

/** Records what an /api/auth request did once better-auth has answered it. */
export async function recordAuthOutcome(
  request: FastifyRequest,
  path: string,
  status: number,
  about: { email?: string; accountId?: string; payload?: unknown; signedIn?: boolean },
): Promise<void> {
  const events = eventsFor(path, status, about.payload, about.signedIn ?? false);
  if (events.length === 0) return;
  // A passkey sign-in names its account only in the answer.
  const signedInAs = (about.payload as { user?: { id?: unknown } } | null)?.user?.id;
  const accountId =
    about.accountId ??
    (path === "/passkey/verify-authentication" && typeof signedInAs === "string" ? signedInAs : undefined);
  const details = await actorFor(request, path === "/reset-password" ? undefined : about.email, accountId);
  for (const event of events) await recordSecurityEvent(request, event, details);
}

/** Runs the sign-in rate limits; a refusal is recorded as a lock-out before it is answered. */
export async function withLockoutRecorded(
  request: FastifyRequest,
  typedEmail: string | undefined,
  limit: () => Promise<void>,
): Promise<void> {
  try {
    await limit();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) {
      await recordSecurityEvent(request, "sign-in.locked-out", await actorFor(request, typedEmail));
    }
    throw error;
  }
}

/** Runs the second-factor limit of an account; a refusal is recorded as a lock-out before it is answered. */
export async function withSecondFactorLimit(
  request: FastifyRequest,
  accountId: string,
  limit: () => Promise<void>,
): Promise<void> {
  try {
    await limit();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) {
      await recordSecurityEvent(
        request,
        "second-factor.locked-out",
        await actorFor(request, undefined, accountId),
      );
    }
    throw error;
  }
}
