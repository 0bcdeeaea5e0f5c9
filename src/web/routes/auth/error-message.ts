import { authMessages } from "#shared/auth/schema.ts";
import { ApiError } from "#web/lib/api-client.ts";

/** Answers whose message is written for the person: validation, refusals (e.g. "Open Folio at …"), rate limits. */
const readableStatuses = new Set([400, 403, 429]);

/**
 * What a screen shows for a failed call: the server's own words for validation, refusals and rate
 * limits (they say what to do or when to retry), `fallback` for anything unexpected.
 */
export function messageFor(error: unknown, fallback: string = authMessages.unexpected): string {
  if (error instanceof ApiError && readableStatuses.has(error.status)) return error.message;
  return fallback;
}

/** The login screen's message: never which of e-mail or password was wrong. */
export function signInMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 401 || error.status === 400)) {
    return authMessages.invalidCredentials;
  }
  return messageFor(error);
}
