import { isAPIError } from "better-auth/api";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { AuthAttempt } from "./auth-attempt.ts";
import { secondFactorPaths, typedEmail } from "./auth-guards.ts";
import type { AuthHookContext } from "./auth-internals.ts";
import { passwordChangedMail } from "./auth-mail.ts";
import { recordAuthOutcome } from "./auth-security-events.ts";
import { limits } from "./rate-limiter.ts";

/**
 * What Folio does once better-auth has answered an /api/auth request (its answer, or its refusal, is
 * `ctx.context.returned`): the security events, the refund of the limits a success does not count
 * against, and the mail that tells of a changed password.
 */
export async function followAuthAnswer(ctx: AuthHookContext, attempt: AuthAttempt): Promise<void> {
  const { request, accountId, signedIn } = attempt;
  const { path } = ctx;
  const returned = ctx.context.returned;
  const status = isAPIError(returned) ? returned.statusCode : 200;
  const payload = isAPIError(returned) ? returned.body : returned;
  const email = typedEmail(ctx);
  await recordAuthOutcome(request, path, status, { email, accountId, payload, signedIn });
  if (status >= 400) return;

  const { rateLimiter: limiter, users } = request.server.services;
  if (path === "/sign-in/email" && email) await limiter.refund(limits.failedSignInsPerAccount, email);
  if (secondFactorPaths.has(path) && accountId)
    await limiter.refund(limits.secondFactorPerAccount, accountId);
  if (path === "/change-password" && accountId) {
    const user = await users.find(accountId);
    const { db, config } = request.server;
    if (user) await enqueueMail(db, passwordChangedMail(user, `${config.publicUrl}/login`));
  }
}
