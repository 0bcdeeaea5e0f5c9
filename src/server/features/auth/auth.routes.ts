import type { FastifyPluginAsync } from "fastify";
import { notFound } from "#server/errors.ts";
import { startAuthAttempt } from "./auth-attempt.ts";
import { publicBody, toAppError } from "./auth-response.ts";
import { copyResponseHeaders } from "./web-request.ts";

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

async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * better-auth mounted at /api/auth/*: the exposed endpoints are handed to it as a Web Request and its
 * answer is copied back in Folio's shape. Folio's rules around them (limits, security events, password
 * policy, second factors, session lifetime) are better-auth hooks: folio-auth-plugin.ts (decision 154).
 * The calls the admin makes are declared in `#shared/auth/endpoints.ts`.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;

  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    // Signing in is open to anyone; better-auth itself checks the session of the calls that need one.
    config: { access: "public" },
    handler: async (request, reply) => {
      const path = (request.url.split("?")[0] ?? "").replace(/^\/api\/auth/, "");
      if (exposed[path] !== request.method) throw notFound(`No route for ${request.method} /api/auth${path}`);

      const response = await (await app.auth()).handler(startAuthAttempt(request, publicUrl));
      const payload = await jsonOf(response);
      if (response.status >= 400) throw toAppError(response, payload, path, publicUrl);

      copyResponseHeaders(response, reply);
      reply.header("cache-control", "no-store");
      return reply.type("application/json; charset=utf-8").send(JSON.stringify(publicBody(path, payload)));
    },
  });
};
