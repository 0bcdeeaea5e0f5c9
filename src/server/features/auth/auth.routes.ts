import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { invalid, notFound } from "#server/errors.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { passwordChangedMail } from "./auth-mail.ts";
import { publicBody, toAppError } from "./auth-response.ts";
import { recordAuthOutcome, withLockoutRecorded, withSecondFactorLimit } from "./auth-security-events.ts";
import { assertPasswordNotCommon } from "./password-policy.ts";
import { clientKey, emailKey, limits } from "./rate-limiter.ts";
import { recoveryCodeHash } from "./recovery-codes.ts";
import { isRemembered, pastAbsoluteLifetime } from "./session-lifetime.ts";
import { claimTotpStep } from "./totp-step.ts";
import { copyResponseHeaders, toWebRequest, webHeaders } from "./web-request.ts";

/** The only better-auth endpoints Folio exposes; everything else under /api/auth answers 404. */
const exposed: Record<string, "GET" | "POST"> = {
  "/sign-in/email": "POST",
  "/sign-out": "POST",
  "/get-session": "GET",
  "/request-password-reset": "POST",
  "/reset-password": "POST",
  "/change-password": "POST",
  "/two-factor/enable": "POST",
  "/two-factor/disable": "POST",
  "/two-factor/verify-totp": "POST",
  "/two-factor/verify-backup-code": "POST",
  "/two-factor/generate-backup-codes": "POST",
  // Passkeys (decision 068): registering, listing and removing need a session; signing in does not.
  "/passkey/generate-register-options": "GET",
  "/passkey/verify-registration": "POST",
  "/passkey/list-user-passkeys": "GET",
  "/passkey/delete-passkey": "POST",
  "/passkey/generate-authenticate-options": "GET",
  "/passkey/verify-authentication": "POST",
};

export const usedCodeMessage =
  "That code has already been used. Wait for the next one in your authenticator app.";

/** The second-factor checks: 5 wrong codes per 5 minutes per account (rate-limiter.ts). */
const secondFactorPaths = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

function outlived(payload: unknown, remembered: boolean): boolean {
  const createdAt = (payload as { session?: { createdAt?: string } } | null)?.session?.createdAt;
  return createdAt !== undefined && pastAbsoluteLifetime(createdAt, remembered);
}

function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? emailKey(email) : undefined;
}

const TWO_FACTOR_COOKIE = /(?:^|;\s*)(?:__Secure-)?folio\.two_factor=([^;]+)/;

/**
 * The account a request concerns before better-auth answers it: the signed-in user, or, in the middle
 * of a sign-in, the one the pending second-factor cookie names (its identifier is looked up; better-auth
 * checks the cookie's signature itself). Undefined for the other paths.
 */
/** Requests made with a session (a code sent then turns two-factor on, rather than finishing a sign-in). */
const signedInRequests = new WeakSet<FastifyRequest>();

async function accountOf(request: FastifyRequest, path: string): Promise<string | undefined> {
  const auth = await request.server.auth();
  if (path === "/reset-password") {
    // The reset link's token names the account (better-auth stores it hashed and checks it itself).
    const token = (request.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== "string" || !token) return undefined;
    const ctx = await auth.$context;
    return (await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`).catch(() => null))
      ?.value;
  }
  if (
    !path.startsWith("/two-factor/") &&
    !path.startsWith("/passkey/") &&
    path !== "/change-password" &&
    path !== "/sign-out"
  )
    return undefined;
  const session = await auth.api.getSession({ headers: webHeaders(request) }).catch(() => null);
  if (session) {
    signedInRequests.add(request);
    return session.user.id;
  }
  const signed = request.headers.cookie?.match(TWO_FACTOR_COOKIE)?.[1];
  if (!signed) return undefined;
  const value = decodeURIComponent(signed);
  const identifier = value.slice(0, value.lastIndexOf(".") > 0 ? value.lastIndexOf(".") : undefined);
  const ctx = await auth.$context;
  const record = await ctx.internalAdapter.findVerificationValue(identifier).catch(() => null);
  return record?.value;
}

/**
 * better-auth mounted at /api/auth/*: a catch-all route handing it a Web Request. The calls the admin
 * makes are declared in `#shared/auth/endpoints.ts`.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { rateLimiter: limiter } = app.services;

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    // Signing in is open to anyone; better-auth itself checks the session of the calls that need one.
    config: { access: "public" },
    handler: async (request, reply) => {
      const path = (request.url.split("?")[0] ?? "").replace(/^\/api\/auth/, "");
      if (exposed[path] !== request.method) throw notFound(`No route for ${request.method} /api/auth${path}`);

      const ip = clientKey(request.ip);
      const email = bodyEmail(request);
      // Whose account a second factor, a password change or a sign-out concerns (known before better-auth answers).
      const accountId = await accountOf(request, path);
      if (path === "/sign-in/email") {
        await withLockoutRecorded(request, email, async () => {
          await limiter.consume(limits.signInPerIp, ip);
          if (email) await limiter.consume(limits.failedSignInsPerAccount, email);
        });
      } else if (path === "/passkey/verify-authentication") {
        // A passkey sign-in counts against the same per-address limit as a password one.
        await withLockoutRecorded(request, undefined, () => limiter.consume(limits.signInPerIp, ip));
      } else if (path === "/reset-password") {
        assertPasswordNotCommon(
          (request.body as { newPassword?: unknown } | undefined)?.newPassword,
          "newPassword",
        );
      } else if (path === "/change-password") {
        assertPasswordNotCommon(
          (request.body as { newPassword?: unknown } | undefined)?.newPassword,
          "newPassword",
        );
      } else if (secondFactorPaths.has(path) && accountId) {
        await withSecondFactorLimit(request, accountId, () =>
          limiter.consume(limits.secondFactorPerAccount, accountId),
        );
      } else if (path === "/request-password-reset") {
        await limiter.consume(limits.resetPerIp, ip);
        if (email) await limiter.consume(limits.resetPerEmail, email);
      }

      if (path === "/two-factor/verify-totp" && accountId) {
        // A code is accepted once (RFC 6238 §5.2): its step is claimed before the plugin checks it.
        const code = (request.body as { code?: unknown } | undefined)?.code;
        const claim =
          typeof code === "string"
            ? await claimTotpStep(
                app.db,
                (await (await app.auth()).$context).secretConfig,
                accountId,
                code,
                Date.now(),
              )
            : "unknown";
        if (claim === "replayed") {
          await recordAuthOutcome(request, path, 400, {
            accountId,
            signedIn: signedInRequests.has(request),
          });
          throw invalid(usedCodeMessage);
        }
      }

      if (path === "/two-factor/verify-backup-code") {
        // The stored recovery codes are hashes: better-auth compares the hash of what was typed (recovery-codes.ts).
        const body = (request.body ?? {}) as { code?: unknown };
        if (typeof body.code === "string")
          request.body = { ...body, code: recoveryCodeHash(app.config, body.code) };
      }

      const response = await (await app.auth()).handler(toWebRequest(request, app.config.publicUrl));
      const text = await response.text();
      let payload: unknown = null;
      try {
        payload = text ? JSON.parse(text) : null;
      } catch {
        payload = null;
      }
      await recordAuthOutcome(request, path, response.status, {
        email,
        accountId,
        payload,
        signedIn: signedInRequests.has(request),
      });
      if (response.status >= 400) throw toAppError(response.status, payload, path, app.config.publicUrl);
      if (path === "/sign-in/email" && email) await limiter.refund(limits.failedSignInsPerAccount, email);
      if (secondFactorPaths.has(path) && accountId)
        await limiter.refund(limits.secondFactorPerAccount, accountId);
      if (path === "/change-password" && accountId) {
        const user = await app.services.users.find(accountId);
        if (user) await enqueueMail(app.db, passwordChangedMail(user, `${app.config.publicUrl}/login`));
      }

      // A session past its absolute lifetime is no session, however recently it was refreshed.
      if (path === "/get-session" && outlived(payload, isRemembered(request))) payload = null;

      copyResponseHeaders(response, reply);
      reply.header("cache-control", "no-store");
      return reply.type("application/json; charset=utf-8").send(JSON.stringify(publicBody(path, payload)));
    },
  });
};
