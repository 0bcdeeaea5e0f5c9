import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { notFound } from "#server/errors.ts";
import { publicBody, toAppError } from "./auth-response.ts";
import { recordAuthOutcome, withLockoutRecorded } from "./auth-security-events.ts";
import { assertPasswordNotCommon } from "./password-policy.ts";
import { clientKey, emailKey, limits } from "./rate-limiter.ts";
import { isRemembered, pastAbsoluteLifetime } from "./session-lifetime.ts";
import { copyResponseHeaders, toWebRequest } from "./web-request.ts";

/** The only better-auth endpoints Folio exposes; everything else under /api/auth answers 404. */
const exposed: Record<string, "GET" | "POST"> = {
  "/sign-in/email": "POST",
  "/sign-out": "POST",
  "/get-session": "GET",
  "/request-password-reset": "POST",
  "/reset-password": "POST",
};

function outlived(payload: unknown, remembered: boolean): boolean {
  const createdAt = (payload as { session?: { createdAt?: string } } | null)?.session?.createdAt;
  return createdAt !== undefined && pastAbsoluteLifetime(createdAt, remembered);
}

function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" && email.trim() ? emailKey(email) : undefined;
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
      if (path === "/sign-in/email") {
        await withLockoutRecorded(request, email, async () => {
          await limiter.consume(limits.signInPerIp, ip);
          if (email) await limiter.consume(limits.failedSignInsPerAccount, email);
        });
      } else if (path === "/reset-password") {
        assertPasswordNotCommon(
          (request.body as { newPassword?: unknown } | undefined)?.newPassword,
          "newPassword",
        );
      } else if (path === "/request-password-reset") {
        await limiter.consume(limits.resetPerIp, ip);
        if (email) await limiter.consume(limits.resetPerEmail, email);
      }

      const response = await app.auth.handler(toWebRequest(request, app.config.publicUrl));
      const text = await response.text();
      let payload: unknown = null;
      try {
        payload = text ? JSON.parse(text) : null;
      } catch {
        payload = null;
      }
      await recordAuthOutcome(request, path, response.status, email);
      if (response.status >= 400) throw toAppError(response.status, payload, path, app.config.publicUrl);
      if (path === "/sign-in/email" && email) await limiter.refund(limits.failedSignInsPerAccount, email);

      // A session past its absolute lifetime is no session, however recently it was refreshed.
      if (path === "/get-session" && outlived(payload, isRemembered(request))) payload = null;

      copyResponseHeaders(response, reply);
      reply.header("cache-control", "no-store");
      return reply.type("application/json; charset=utf-8").send(JSON.stringify(publicBody(path, payload)));
    },
  });
};
