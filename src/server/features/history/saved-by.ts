import type { FastifyRequest } from "fastify";
import "#server/features/auth/auth-types.ts";
import type { SavedBy } from "./history.service.ts";

/** The signed-in user a route's save is recorded under in the item's history. */
export function savedBy(request: FastifyRequest): SavedBy {
  return { id: request.owner?.id ?? null, name: request.owner?.name || request.owner?.email || "" };
}
