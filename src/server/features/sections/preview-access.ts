import type { FastifyRequest } from "fastify";
import { requireOwner } from "#server/features/auth/require-owner.ts";

/** `/?preview=1` from the signed-in owner: the page then shows draft sections too. */
export async function isOwnerPreview(request: FastifyRequest): Promise<boolean> {
  if ((request.query as Record<string, unknown>).preview !== "1") return false;
  try {
    await requireOwner(request);
    return true;
  } catch {
    return false;
  }
}
