import { authMessages } from "#shared/auth/rules.ts";
import { ApiError } from "#web/lib/api-client.ts";

/**
 * A form the screen refuses before calling the server (an empty field, a malformed address): thrown
 * inside the form's mutation, so one error state carries both kinds of failure.
 */
export class FormProblem extends Error {
  override name = "FormProblem";
}

/** Throws a FormProblem when `problem` names one. */
export function refuseIf(problem: string | undefined): void {
  if (problem) throw new FormProblem(problem);
}

/** Answers whose message is written for the person: validation, refusals (e.g. "Open Folio at …"), rate limits. */
const readableStatuses = new Set([400, 403, 429]);

/**
 * What a screen shows for a failed form: its own words for a refused form, the server's own words for validation, refusals and rate
 * limits (they say what to do or when to retry), `fallback` for anything unexpected.
 */
export function messageFor(error: unknown, fallback: string = authMessages.unexpected): string {
  if (error instanceof FormProblem) return error.message;
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

/** The second-factor step's message: the server's own words (wrong code, timed out, wait and retry). */
export function secondFactorMessage(error: unknown): string {
  if (error instanceof ApiError && [400, 401, 403, 404, 429].includes(error.status)) return error.message;
  return messageFor(error);
}

/**
 * A failed passkey sign-in: the browser's own refusal (cancelled, timed out, no passkey for this site)
 * in plain words, else the server's.
 */
export function passkeyMessage(error: unknown): string {
  if (error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError"))
    return "The passkey sign-in was cancelled or timed out. Try again, or sign in with your password.";
  if (error instanceof Error && error.name === "NotSupportedError")
    return "This browser cannot use passkeys. Sign in with your password.";
  if (error instanceof ApiError && [400, 401, 403, 429].includes(error.status)) return error.message;
  return messageFor(error);
}
