import { getSessionFromCtx } from "better-auth/api";
import { invalid } from "#server/errors.ts";
import type { AuthAttempt } from "./auth-attempt.ts";
import {
  type AuthHookContext,
  pendingSecondFactorAccount,
  resetLinkAccount,
  totpSecretKey,
} from "./auth-internals.ts";
import { recordAuthOutcome, withLockoutRecorded, withSecondFactorLimit } from "./auth-security-events.ts";
import { assertPasswordNotCommon } from "./password-policy.ts";
import { clientKey, emailKey, limits } from "./rate-limiter.ts";
import { claimTotpStep, usedCodeMessage } from "./totp-step.ts";

/** The second-factor checks: 5 wrong codes per 5 minutes per account (rate-limiter.ts). */
export const secondFactorPaths = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

const bodyText = (ctx: AuthHookContext, field: string): string | undefined => {
  const value = (ctx.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" ? value : undefined;
};

/** The e-mail address typed into the request, as the limits key it; undefined without one. */
export function typedEmail(ctx: AuthHookContext): string | undefined {
  const email = bodyText(ctx, "email");
  return email?.trim() ? emailKey(email) : undefined;
}

/** Whether the account a request concerns is looked up from its session or pending second factor. */
const concernsAccount = (path: string) =>
  path.startsWith("/two-factor/") ||
  path.startsWith("/passkey/") ||
  path === "/change-password" ||
  path === "/sign-out";

/**
 * Notes on the attempt whose account the request concerns before better-auth answers it: the one its
 * reset link's token names, the signed-in user, or, in the middle of a sign-in, the one the pending
 * second factor belongs to (better-auth checks the token and the cookie itself).
 */
async function noteAccount(ctx: AuthHookContext, attempt: AuthAttempt): Promise<void> {
  if (ctx.path === "/reset-password") {
    const token = bodyText(ctx, "token");
    attempt.accountId = token ? await resetLinkAccount(ctx, token) : undefined;
    return;
  }
  if (!concernsAccount(ctx.path)) return;
  const session = await getSessionFromCtx(ctx);
  attempt.signedIn = session !== null;
  attempt.accountId = session ? session.user.id : await pendingSecondFactorAccount(ctx);
}

export interface GuardDependencies {
  /** The hash the stored recovery codes are compared with (recovery-codes.ts). */
  hashRecoveryCode: (code: string) => string;
}

/**
 * Folio's checks before better-auth answers an /api/auth request: the rate limits (a refusal recorded as
 * a lock-out), the common-password rule, and a TOTP code's one use. Throws Folio's AppError to refuse;
 * answers the changed body when the request goes on with one (a recovery code, hashed).
 */
export async function guardAuthRequest(
  ctx: AuthHookContext,
  attempt: AuthAttempt,
  { hashRecoveryCode }: GuardDependencies,
): Promise<{ context: { body: Record<string, unknown> } } | undefined> {
  const { request } = attempt;
  const { path } = ctx;
  const limiter = request.server.services.rateLimiter;
  const ip = clientKey(request.ip);
  const email = typedEmail(ctx);
  await noteAccount(ctx, attempt);
  const { accountId } = attempt;

  if (path === "/sign-in/email") {
    await withLockoutRecorded(request, email, async () => {
      await limiter.consume(limits.signInPerIp, ip);
      if (email) await limiter.consume(limits.failedSignInsPerAccount, email);
    });
  } else if (path === "/passkey/verify-authentication") {
    // A passkey sign-in counts against the same per-address limit as a password one.
    await withLockoutRecorded(request, undefined, () => limiter.consume(limits.signInPerIp, ip));
  } else if (path === "/reset-password" || path === "/change-password") {
    assertPasswordNotCommon(bodyText(ctx, "newPassword"), "newPassword");
  } else if (secondFactorPaths.has(path) && accountId) {
    await withSecondFactorLimit(request, accountId, () =>
      limiter.consume(limits.secondFactorPerAccount, accountId),
    );
  } else if (path === "/request-password-reset") {
    await limiter.consume(limits.resetPerIp, ip);
    if (email) await limiter.consume(limits.resetPerEmail, email);
  }

  const code = bodyText(ctx, "code");
  if (path === "/two-factor/verify-totp" && accountId) {
    // A code is accepted once (RFC 6238 §5.2): its step is claimed before the plugin checks it.
    const claim = code
      ? await claimTotpStep(request.server.db, totpSecretKey(ctx), accountId, code, Date.now())
      : "unknown";
    if (claim === "replayed") {
      await recordAuthOutcome(request, path, 400, { accountId, signedIn: attempt.signedIn });
      throw invalid(usedCodeMessage);
    }
  }
  // The stored recovery codes are hashes: better-auth compares the hash of what was typed.
  if (path === "/two-factor/verify-backup-code" && code !== undefined)
    return { context: { body: { ...(ctx.body as Record<string, unknown>), code: hashRecoveryCode(code) } } };
  return undefined;
}
