import type { FastifyRequest } from "fastify";
import { toWebRequest } from "./web-request.ts";

/** An /api/auth request while better-auth answers it: Folio's request, and what Folio's hooks learn of it. */
export interface AuthAttempt {
  request: FastifyRequest;
  /** The account it concerns, known before better-auth answers (see `noteAccount` in auth-guards.ts). */
  accountId?: string;
  /** Whether it was made with a session (a code sent then turns two-factor on, rather than finishing a sign-in). */
  signedIn: boolean;
}

const attempts = new WeakMap<Request, AuthAttempt>();

/**
 * The Web `Request` the /api/auth mount hands better-auth, remembered with the Fastify request it stands
 * for: better-auth passes it on to every hook as `ctx.request`, so the hooks reach Folio's request (its
 * address, its log, the services) there. Calls made on the server (`auth.api.*`) carry none.
 */
export function startAuthAttempt(request: FastifyRequest, publicUrl: string): Request {
  const webRequest = toWebRequest(request, publicUrl);
  attempts.set(webRequest, { request, signedIn: false });
  return webRequest;
}

/** The attempt a hook's request belongs to; undefined for a call made on the server. */
export const attemptOf = (webRequest: Request | undefined): AuthAttempt | undefined =>
  webRequest ? attempts.get(webRequest) : undefined;
