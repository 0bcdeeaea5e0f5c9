import type { FastifyReply, FastifyRequest } from "fastify";
import { unauthorized } from "#server/errors.ts";
import "./auth-types.ts";
import { isRemembered, pastAbsoluteLifetime } from "./session-lifetime.ts";
import { webHeaders } from "./web-request.ts";

/**
 * The one session check for owner routes: use as a `preHandler` (or `onRequest`). Answers 401
 * without a valid owner session and sets `request.owner = { id, name, email }` otherwise. Every
 * owner-only answer (the 401 too) is marked `no-store`: no browser or proxy cache keeps the owner's data.
 */
export async function requireOwner(request: FastifyRequest, reply?: FastifyReply): Promise<void> {
  reply?.header("cache-control", "no-store");
  const result = await request.server.auth.api.getSession({ headers: webHeaders(request) });
  if (!result || pastAbsoluteLifetime(result.session.createdAt, isRemembered(request))) throw unauthorized();
  const { id, name, email } = result.user;
  request.owner = { id, name, email };
}
