import type { FastifyRequest } from "fastify";
import { forbidden } from "#server/errors.ts";
import type { SessionUser } from "#shared/auth/schema.ts";

/** The signed-in user of a route that requires one (its access rule has already let them in). */
export function signedIn(request: FastifyRequest): SessionUser {
  if (!request.owner) throw forbidden();
  return request.owner;
}

/** Who did it, as the security log records it. */
export function actorOf(request: FastifyRequest): { actor: string; actorId: string } {
  const user = signedIn(request);
  return { actor: user.name || user.email, actorId: user.id };
}
