import type { FastifyRequest } from "fastify";

/** The audit log's area for security events (kept apart from the owner's content changes). */
export const SECURITY_AREA = "security";

/** Every security event Folio records, with the words Recent Activity shows for it. */
export const securityEventSummaries = {
  "sign-in.succeeded": "Signed in",
  "sign-in.failed": "Failed sign-in attempt",
  "sign-in.locked-out": "Sign-in locked out after too many attempts",
  "signed-out": "Signed out",
  "password-reset.requested": "Password reset requested",
  "password-reset.used": "Password reset link used",
  "password.changed": "Password changed",
  "sessions.revoked": "Every session signed out",
  "setup.used": "Owner account created with the setup link",
  "security-settings.changed": "Security settings changed",
  "sign-in.second-factor-asked": "Password accepted, second factor asked",
  "second-factor.passed": "Second factor passed",
  "second-factor.failed": "Wrong second-factor code",
  "second-factor.locked-out": "Second factor locked out after too many wrong codes",
  "recovery-code.used": "Signed in with a recovery code",
  "two-factor.enabled": "Two-factor sign-in turned on",
  "two-factor.disabled": "Two-factor sign-in turned off",
  "two-factor.reset": "Two-factor sign-in reset on the server",
  "recovery-codes.regenerated": "New recovery codes made",
  "two-factor.required": "Two-factor sign-in required for everyone",
  "two-factor.not-required": "Two-factor sign-in no longer required",
  "invitation.sent": "Invitation sent",
  "invitation.accepted": "Invitation accepted",
  "invitation.revoked": "Invitation revoked",
  "role.changed": "Role changed",
  "user.removed": "User removed",
  "email.change-requested": "E-mail change requested",
  "email.changed": "E-mail address changed",
  "session.ended": "A session was signed out",
  "passkey.added": "Passkey added",
  "passkey.removed": "Passkey removed",
  "passkey.sign-in.succeeded": "Signed in with a passkey",
  "passkey.sign-in.failed": "Failed passkey sign-in",
} as const;

export type SecurityEvent = keyof typeof securityEventSummaries;

export interface SecurityEventDetails {
  /** Who it concerns, when known: the user's name (never a visitor's typed e-mail address). */
  actor?: string;
  /** The account it concerns, when known: each user's account view lists the events of their own account. */
  actorId?: string;
  /** A few words more for the log line and the activity entry (no secret, no e-mail address). */
  note?: string;
}

/**
 * Records one security event: one structured log line (time, event, client address, request id; pino
 * adds the time) and an entry in the admin's Recent Activity. Never throws: a failure to record is
 * logged and the request goes on. Call it with what happened, never with a password, a token, a
 * cookie or an e-mail address someone typed.
 */
export async function recordSecurityEvent(
  request: FastifyRequest,
  event: SecurityEvent,
  details: SecurityEventDetails = {},
): Promise<void> {
  const clientAddress = request.ip;
  request.log.info(
    {
      securityEvent: event,
      clientAddress,
      requestId: request.id,
      ...(details.note ? { note: details.note } : {}),
    },
    `security: ${securityEventSummaries[event]}`,
  );
  const summary = [
    securityEventSummaries[event],
    details.note && `(${details.note})`,
    `from ${clientAddress}`,
  ]
    .filter(Boolean)
    .join(" ");
  try {
    await request.server.services.audit.record({
      area: SECURITY_AREA,
      summary,
      actor: details.actor ?? "Unknown",
      actorId: details.actorId ?? null,
    });
  } catch (error) {
    request.log.error({ err: error }, "could not record the security event");
  }
}

/** The ` from <address>` a security entry's summary ends with (see recordSecurityEvent). */
const fromAddress = / from \S+$/;

/**
 * The entries as an editor may read them: security entries without the client address they name
 * (issue 28: editors see no one's addresses; the owner's security log keeps them).
 */
export function withoutAddresses<T extends { area: string; summary: string }>(entries: T[]): T[] {
  return entries.map((entry) =>
    entry.area === SECURITY_AREA ? { ...entry, summary: entry.summary.replace(fromAddress, "") } : entry,
  );
}

/** Whether the request's user may read client addresses: only an owner does. */
export const readsAddresses = (request: FastifyRequest) => request.owner?.role === "owner";
