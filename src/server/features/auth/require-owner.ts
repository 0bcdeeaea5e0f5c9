import type { FastifyRequest } from "fastify";
import { unauthorized } from "#server/errors.ts";
import "./auth-types.ts";
import { webHeaders } from "./web-request.ts";

/**
 * The one session check for owner routes: use as a `preHandler` (or `onRequest`). Answers 401
 * without a valid owner session and sets `request.owner = { id, name, email }` otherwise.
 */
export async function requireOwner(request: FastifyRequest): Promise<void> {
  const result = await request.server.auth.api.getSession({ headers: webHeaders(request) });
  if (!result) throw unauthorized();
  const { id, name, email } = result.user;
  request.owner = { id, name, email };
}
