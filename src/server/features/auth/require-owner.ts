import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, forbidden, unauthorized } from "#server/errors.ts";
import type { Role } from "#shared/auth/schema.ts";
import "./auth-types.ts";
import { webHeaders } from "./web-request.ts";

/** What a role may reach: the owner everything, an editor the "editor" routes (decision 067). */
export function roleAllows(role: Role, needed: "editor" | "owner"): boolean {
  return needed === "editor" || role === "owner";
}

export const ownerOnlyMessage = "Only an owner of this site can do that.";
export const twoFactorRequiredMessage =
  "This site requires two-factor sign-in: turn it on in your account before you continue.";

/** Routes a signed-in user reaches before turning on two-factor sign-in when the owner requires it. */
const reachableWithoutTwoFactor = (url: string) => url.startsWith("/api/account");

/**
 * The one session check for signed-in routes: answers 401 without a valid session, 403 when the
 * user's role is not enough (an editor on an owner route) or when two-factor sign-in is required and
 * not yet on, and sets `request.owner = { id, name, email, role }` otherwise (the field keeps its old
 * name: it is the signed-in user, owner or editor). Every such answer (the 401 too) is `no-store`.
 */
export async function requireUser(
  request: FastifyRequest,
  reply: FastifyReply | undefined,
  needed: "editor" | "owner",
): Promise<void> {
  reply?.header("cache-control", "no-store");
  const result = await (await request.server.auth()).api.getSession({ headers: webHeaders(request) });
  // A session past its absolute lifetime answers null here too (folio-auth-plugin.ts).
  if (!result) throw unauthorized();
  const { id, name, email } = result.user;
  const role: Role = (result.user as { role?: string }).role === "owner" ? "owner" : "editor";
  request.owner = { id, name, email, role };
  request.sessionId = result.session.id;
  if (!roleAllows(role, needed)) throw forbidden(ownerOnlyMessage);
  const twoFactorOn = Boolean((result.user as { twoFactorEnabled?: boolean | number }).twoFactorEnabled);
  if (!twoFactorOn && !reachableWithoutTwoFactor(request.url)) {
    if (await request.server.services.users.twoFactorRequired()) {
      throw new AppError(403, "two_factor_required", twoFactorRequiredMessage);
    }
  }
}

/** `requireUser` for the owner role, usable as a `preHandler`. */
export async function requireOwner(request: FastifyRequest, reply?: FastifyReply): Promise<void> {
  await requireUser(request, reply, "owner");
}
