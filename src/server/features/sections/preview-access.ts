import type { FastifyRequest } from "fastify";
import { requireUser } from "#server/features/auth/require-owner.ts";

/** `/?preview=1` from a signed-in user (owner or editor): the page then shows draft sections too. */
export async function isOwnerPreview(request: FastifyRequest): Promise<boolean> {
  if ((request.query as Record<string, unknown>).preview !== "1") return false;
  try {
    await requireUser(request, undefined, "editor");
    return true;
  } catch {
    return false;
  }
}
