import type { FastifyInstance } from "fastify";
import { conflict } from "#server/errors.ts";
import { recordSecurityEvent, SECURITY_AREA } from "#server/features/audit/security-events.ts";
import { webHeaders } from "#server/features/auth/web-request.ts";
import { route } from "#server/http/route.ts";
import { usersEndpoints as api } from "#shared/users/endpoints.ts";
import { roleLabels, usersMessages } from "#shared/users/rules.ts";
import { actorOf, signedIn } from "./route-helpers.ts";

/**
 * The Users tab (owner only) and the invitation screen (public: the link's token is the key); each
 * user's own account is account.routes.ts. Who-did-what lands in the security log (decision 067).
 */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { users, audit } = app.services;
  const quiet = { audit: null, changesPage: false } as const;

  route(app, api.list, { access: "owner" }, async () => users.list());

  route(app, api.invite, { access: "owner", effects: quiet }, async (request) => {
    const invitation = await users.invite(request.body.email, request.body.role, signedIn(request));
    await recordSecurityEvent(request, "invitation.sent", {
      ...actorOf(request),
      note: `${roleLabels[invitation.role]}`,
    });
    return invitation;
  });

  route(app, api.resendInvitation, { access: "owner", effects: quiet }, async (request) => {
    const invitation = await users.resend(request.params.id);
    await recordSecurityEvent(request, "invitation.sent", { ...actorOf(request), note: "sent again" });
    return invitation;
  });

  route(app, api.revokeInvitation, { access: "owner", effects: quiet }, async (request) => {
    await users.revoke(request.params.id, request.owner);
    await recordSecurityEvent(request, "invitation.revoked", actorOf(request));
    return undefined;
  });

  route(app, api.changeRole, { access: "owner", effects: quiet }, async (request) => {
    const user = await users.changeRole(request.params.id, request.body.role);
    await recordSecurityEvent(request, "role.changed", {
      ...actorOf(request),
      note: `${user.name} is now ${roleLabels[user.role].toLowerCase()}`,
    });
    return user;
  });

  route(app, api.remove, { access: "owner", effects: quiet }, async (request) => {
    const user = await users.remove(request.params.id, signedIn(request));
    await recordSecurityEvent(request, "user.removed", { ...actorOf(request), note: user.name });
    return undefined;
  });

  route(app, api.endSessions, { access: "owner", effects: quiet }, async (request) => {
    const user = await users.endSessions(request.params.id);
    await recordSecurityEvent(request, "sessions.revoked", { ...actorOf(request), note: user.name });
    return undefined;
  });

  route(app, api.activity, { access: "owner" }, async (request) =>
    audit.page({ actorId: request.params.id }, request.query),
  );

  route(app, api.securityEvents, { access: "owner" }, async (request) =>
    audit.page({ only: SECURITY_AREA }, request.query),
  );

  route(app, api.saveSecurity, { access: "owner", effects: quiet }, async (request) => {
    const on = request.body.requireTwoFactor;
    // Requiring it while one's own account has none would lock the owner out of this very switch.
    if (on && !(await users.find(signedIn(request).id))?.twoFactorEnabled)
      throw conflict(usersMessages.ownTwoFactorFirst);
    if (on !== (await users.twoFactorRequired())) {
      await users.setTwoFactorRequired(on);
      await recordSecurityEvent(
        request,
        on ? "two-factor.required" : "two-factor.not-required",
        actorOf(request),
      );
    }
    return { requireTwoFactor: on };
  });

  route(app, api.checkInvitation, { access: "public" }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return users.checkInvitation(request.query.token);
  });

  route(app, api.acceptInvitation, { access: "public" }, async (request, reply) => {
    const { token, name, password } = request.body;
    const user = await users.accept(token, name, password);
    await recordSecurityEvent(request, "invitation.accepted", {
      actor: user.name,
      actorId: user.id,
      note: roleLabels[user.role],
    });
    const { headers } = await (await app.auth()).api.signInEmail({
      body: { email: user.email, password, rememberMe: true },
      headers: webHeaders(request),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    reply.header("cache-control", "no-store");
    return { user: { id: user.id, name: user.name, email: user.email, role: user.role } };
  });
}
