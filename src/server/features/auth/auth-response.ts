import { AppError, clientErrorFor, forbidden } from "#server/errors.ts";
import { isApiErrorBody } from "#shared/api/error.ts";
import { authMessages, type SessionUser } from "#shared/auth/schema.ts";

/** better-auth's error codes, in the words of the spec's screens. */
const messageByCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: authMessages.invalidCredentials,
  INVALID_EMAIL: authMessages.emailInvalid,
  INVALID_TOKEN: authMessages.expiredResetLink,
  PASSWORD_TOO_SHORT: authMessages.passwordTooShort,
  PASSWORD_TOO_LONG: authMessages.passwordTooLong,
  USER_NOT_FOUND: authMessages.expiredResetLink,
  INVALID_CODE: "That code is not right. Check your authenticator app and try again.",
  INVALID_BACKUP_CODE: "That recovery code is not right, or it has already been used.",
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in has timed out. Please sign in again.",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "Too many wrong codes. Please sign in again.",
  INVALID_PASSWORD: "Your current password is not right.",
  TOTP_ALREADY_ENABLED: "The authenticator app is already on.",
  PASSKEY_NOT_FOUND: "This passkey is not registered here. Sign in with your password.",
  AUTHENTICATION_FAILED: "The passkey could not be checked. Please try again.",
  CHALLENGE_NOT_FOUND: "The passkey request timed out. Please try again.",
  FAILED_TO_VERIFY_REGISTRATION: "The passkey could not be added. Please try again.",
};

/** better-auth's refusals of a request sent from a page on another origin (or from none). */
const wrongOriginCodes = new Set([
  "INVALID_ORIGIN",
  "MISSING_OR_NULL_ORIGIN",
  "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED",
]);

/**
 * Turns better-auth's error answer into Folio's one error body. A refusal of Folio's own hooks
 * (folio-auth-plugin.ts) already carries that body and its Retry-After.
 */
export function toAppError(
  { status, headers }: Pick<Response, "status" | "headers">,
  payload: unknown,
  path: string,
  publicUrl: string,
): AppError {
  if (isApiErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    const retryAfter = headers.get("retry-after");
    return new AppError(
      status,
      code,
      message,
      fields,
      retryAfter ? { "retry-after": retryAfter } : undefined,
    );
  }
  const body = (payload ?? {}) as { code?: string; message?: string };
  const signIn = path === "/sign-in/email";
  // Opened at another address than PUBLIC_URL (e.g. 127.0.0.1 for localhost): say where to go instead.
  if (status === 403 && body.code && wrongOriginCodes.has(body.code)) {
    const origin = new URL(publicUrl).origin;
    return forbidden(`Open Folio at ${origin} ${signIn ? "to sign in" : "and try again"}.`);
  }
  let message = (body.code && messageByCode[body.code]) || body.message || authMessages.unexpected;
  // Sign-in never says which of e-mail or password was wrong.
  if (signIn && status < 429 && status !== 403) message = authMessages.invalidCredentials;
  if (status >= 500)
    return new AppError(500, "internal_error", "Something went wrong on our side. Please try again.");
  return clientErrorFor(status, message) ?? new AppError(status, "validation_failed", message);
}

function publicUser(user: unknown): SessionUser | null {
  if (!user || typeof user !== "object") return null;
  const { id, name, email, role } = user as SessionUser;
  return { id, name, email, role: role === "owner" ? "owner" : "editor" };
}

/**
 * The JSON Folio answers for a successful better-auth call: only what the browser needs. Session
 * tokens never appear in a body (the cookie is HttpOnly; a token in JSON would defeat that).
 */
export function publicBody(path: string, payload: unknown): unknown {
  const body = (payload ?? null) as Record<string, unknown> | null;
  switch (path) {
    case "/sign-in/email":
      if (body?.twoFactorRedirect) return { user: null, twoFactorRedirect: true };
      return { user: publicUser(body?.user) };
    case "/two-factor/verify-totp":
    case "/two-factor/verify-backup-code":
    case "/passkey/verify-authentication":
      return { user: publicUser(body?.user) };
    case "/passkey/verify-registration":
      return { id: body?.id, name: body?.name ?? null, createdAt: body?.createdAt ?? null };
    case "/passkey/list-user-passkeys":
      return (Array.isArray(payload) ? payload : []).map(
        (row: { id: string; name?: string | null; createdAt?: string | null }) => ({
          id: row.id,
          name: row.name ?? null,
          createdAt: row.createdAt ?? null,
        }),
      );
    case "/two-factor/enable":
      return { totpURI: body?.totpURI, backupCodes: body?.backupCodes };
    case "/two-factor/generate-backup-codes":
      return { backupCodes: body?.backupCodes };
    case "/two-factor/disable":
    case "/change-password":
      return { status: true };
    case "/get-session": {
      const session = body?.session as { expiresAt?: string } | undefined;
      return { user: publicUser(body?.user), expiresAt: session?.expiresAt ?? null };
    }
    case "/request-password-reset":
      return {
        status: true,
        message: "If this email belongs to the owner account, a recovery email is on its way.",
      };
    default:
      return body ?? { status: true };
  }
}
