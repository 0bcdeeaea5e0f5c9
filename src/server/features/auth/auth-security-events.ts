import type { FastifyRequest } from "fastify";
import { AppError } from "#server/errors.ts";
import { recordSecurityEvent, type SecurityEvent } from "#server/features/audit/security-events.ts";

/**
 * Who an auth request concerns, for the security log: the owner's name when the e-mail typed is the
 * owner's (or none was needed), else "Unknown" — a visitor's typed address is never written anywhere.
 */
async function actorFor(request: FastifyRequest, typedEmail: string | undefined) {
  const owner = await request.server.services.owners.findOwner();
  if (!owner) return { actor: "Unknown" };
  if (typedEmail === undefined || typedEmail === owner.email.toLowerCase())
    return { actor: owner.name || "Owner" };
  return { actor: "Unknown", note: "not the owner's e-mail" };
}

/** The events an answered /api/auth request stands for (none for a session read). */
function eventsFor(path: string, status: number): SecurityEvent[] {
  const ok = status < 400;
  switch (path) {
    case "/sign-in/email":
      return [ok ? "sign-in.succeeded" : "sign-in.failed"];
    case "/sign-out":
      return ok ? ["signed-out"] : [];
    case "/request-password-reset":
      return ok ? ["password-reset.requested"] : [];
    case "/reset-password":
      // A reset signs out every device (revokeSessionsOnPasswordReset).
      return ok ? ["password-reset.used", "password.changed", "sessions.revoked"] : [];
    default:
      return [];
  }
}

/** Records what an /api/auth request did once better-auth has answered it. */
export async function recordAuthOutcome(
  request: FastifyRequest,
  path: string,
  status: number,
  typedEmail: string | undefined,
): Promise<void> {
  const events = eventsFor(path, status);
  if (events.length === 0) return;
  const details = await actorFor(
    request,
    path === "/reset-password" || path === "/sign-out" ? undefined : typedEmail,
  );
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
