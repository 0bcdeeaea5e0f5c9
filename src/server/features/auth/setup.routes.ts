import type { FastifyInstance } from "fastify";
import { notFound } from "#server/errors.ts";
import { recordSecurityEvent } from "#server/features/audit/security-events.ts";
import { route } from "#server/http/route.ts";
import { authEndpoints as api } from "#shared/auth/endpoints.ts";
import { webHeaders } from "./web-request.ts";

/** The one-time setup link: check it, then create the owner and sign them in. 404 once an owner exists. */
export async function setupRoutes(app: FastifyInstance): Promise<void> {
  const { owners } = app.services;

  route(app, api.checkSetupLink, { access: "public" }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!(await owners.isSetupTokenValid(request.query.token))) {
      throw notFound("This setup link is no longer valid.");
    }
    return { valid: true as const };
  });

  route(app, api.completeSetup, { access: "public" }, async (request, reply) => {
    const { token, ...owner } = request.body;
    const user = await owners.completeSetup(token, owner);
    await recordSecurityEvent(request, "setup.used", { actor: user.name || "Owner" });
    const { headers } = await (await app.auth()).api.signInEmail({
      body: { email: owner.email, password: owner.password, rememberMe: true },
      headers: webHeaders(request),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    return { user: { ...user, role: "owner" as const } };
  });
}
