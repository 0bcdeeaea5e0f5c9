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
} as const;

export type SecurityEvent = keyof typeof securityEventSummaries;

export interface SecurityEventDetails {
  /** Who it concerns, when known: the owner's name (never a visitor's typed e-mail address). */
  actor?: string;
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
    });
  } catch (error) {
    request.log.error({ err: error }, "could not record the security event");
  }
}
