import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { AppError } from "#server/errors.ts";
import { type AuthAttempt, attemptOf } from "./auth-attempt.ts";
import { type GuardDependencies, guardAuthRequest } from "./auth-guards.ts";
import { type AuthHookContext, isRememberedSession } from "./auth-internals.ts";
import { followAuthAnswer } from "./auth-outcomes.ts";
import { pastAbsoluteLifetime } from "./session-lifetime.ts";

/**
 * A refusal of Folio's as better-auth's answer: Folio's error body, which the /api/auth mount turns back
 * into the same AppError (auth-response.ts). Its headers (Retry-After) go on the answer.
 */
function refusal(ctx: AuthHookContext, error: AppError): APIError {
  for (const [name, value] of Object.entries(error.headers ?? {})) ctx.setHeader(name, value);
  return new APIError(error.statusCode as ConstructorParameters<typeof APIError>[0], error.toBody());
}

/** Whether a hook's request came through the /api/auth mount (a call made on the server did not). */
const fromMount = (ctx: { request?: Request }) => attemptOf(ctx.request) !== undefined;

/** A hook that runs for the mount's requests with their attempt. */
const onAttempt = <T>(run: (ctx: AuthHookContext, attempt: AuthAttempt) => Promise<T>) =>
  createAuthMiddleware(async (ctx) => {
    const attempt = attemptOf(ctx.request);
    if (!attempt) return undefined;
    try {
      return await run(ctx, attempt);
    } catch (error) {
      // Returned, not thrown: better-auth answers a returned refusal as it is, and logs a thrown one as its own error.
      if (error instanceof AppError) return refusal(ctx, error);
      throw error;
    }
  });

/**
 * A session past its absolute lifetime is no session, however recently it was refreshed: every reader of
 * the session (the admin's get-session, `requireUser`, the owner's pages) hears none.
 */
const endOutlivedSession = createAuthMiddleware(async (ctx) => {
  const answer = ctx.context.returned as { session?: { createdAt?: Date | string } } | null | undefined;
  const createdAt = answer?.session?.createdAt;
  if (createdAt && pastAbsoluteLifetime(createdAt, await isRememberedSession(ctx))) return ctx.json(null);
  return undefined;
});

/**
 * Folio's rules around better-auth's endpoints, as a plugin (decision 154). Listed after the two-factor
 * plugin, its after hook sees the sign-in's answer as that plugin leaves it (a second factor asked).
 */
export function folioAuthPlugin(dependencies: GuardDependencies) {
  return {
    id: "folio",
    hooks: {
      before: [
        {
          matcher: fromMount,
          handler: onAttempt((ctx, attempt) => guardAuthRequest(ctx, attempt, dependencies)),
        },
      ],
      after: [
        { matcher: fromMount, handler: onAttempt(followAuthAnswer) },
        { matcher: (ctx) => ctx.path === "/get-session", handler: endOutlivedSession },
      ],
    },
  } satisfies BetterAuthPlugin;
}
