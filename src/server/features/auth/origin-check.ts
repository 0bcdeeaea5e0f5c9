import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden } from "#server/errors.ts";
import { carriesSessionCookie } from "./auth-internals.ts";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** True when a cookie-carrying, state-changing request comes from a page on another origin. */
export function isCrossSiteWrite(request: FastifyRequest, publicOrigin: string): boolean {
  if (!unsafeMethods.has(request.method)) return false;
  if (!carriesSessionCookie(request.headers.cookie)) return false;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin !== publicOrigin;
  // No Origin header: browsers still say where a request came from in Sec-Fetch-Site.
  return request.headers["sec-fetch-site"] === "cross-site";
}

/** Every state-changing request with a session cookie and a foreign Origin answers 403. */
export function registerOriginCheck(app: FastifyInstance): void {
  const publicOrigin = new URL(app.config.publicUrl).origin;
  app.addHook("onRequest", async (request) => {
    if (isCrossSiteWrite(request, publicOrigin)) {
      throw forbidden("This request came from another site and was blocked.");
    }
  });
}
