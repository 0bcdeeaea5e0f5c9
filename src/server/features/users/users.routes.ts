import type { FastifyInstance, FastifyRequest } from "fastify";
import { conflict, forbidden } from "#server/errors.ts";
import {
  readsAddresses,
  recordSecurityEvent,
  withoutAddresses,
} from "#server/features/audit/security-events.ts";
import { webHeaders } from "#server/features/auth/web-request.ts";
import { route } from "#server/http/route.ts";
import type { SessionUser } from "#shared/auth/schema.ts";
import { accountEndpoints as account, usersEndpoints as api } from "#shared/users/endpoints.ts";
import { roleLabels, usersMessages } from "#shared/users/rules.ts";

const ACTIVITY_LIMIT = 30;

function signedIn(request: FastifyRequest): SessionUser {
  if (!request.owner) throw forbidden();
  return request.owner;
}

const by = (request: FastifyRequest) => {
  const user = signedIn(request);
  return { actor: user.name || user.email, actorId: user.id };
};

/**
 * The Users tab (owner only), the invitation screen (public: the link's token is the key) and each
 * user's own account (any signed-in user). Who-did-what lands in the security log (decision 067).
 */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const { users, audit } = app.services;
  const quiet = { audit: null, changesPage: false } as const;

  route(app, api.list, { access: "owner" }, async () => users.list());

  route(app, api.invite, { access: "owner", effects: quiet }, async (request) => {
    const invitation = await users.invite(request.body.email, request.body.role, signedIn(request));
    await recordSecurityEvent(request, "invitation.sent", {
      ...by(request),
      note: `${roleLabels[invitation.role]}`,
    });
    return invitation;
  });

  route(app, api.resendInvitation, { access: "owner", effects: quiet }, async (request) => {
    const invitation = await users.resend(request.params.id);
    await recordSecurityEvent(request, "invitation.sent", { ...by(request), note: "sent again" });
    return invitation;
  });

  route(app, api.revokeInvitation, { access: "owner", effects: quiet }, async (request) => {
    await users.revoke(request.params.id);
    await recordSecurityEvent(request, "invitation.revoked", by(request));
    return undefined;
  });

  route(app, api.changeRole, { access: "owner", effects: quiet }, async (request) => {
    const user = await users.changeRole(request.params.id, request.body.role);
    await recordSecurityEvent(request, "role.changed", {
      ...by(request),
      note: `${user.name} is now ${roleLabels[user.role].toLowerCase()}`,
    });
    return user;
  });

  route(app, api.remove, { access: "owner", effects: quiet }, async (request) => {
    const user = await users.remove(request.params.id, signedIn(request));
    await recordSecurityEvent(request, "user.removed", { ...by(request), note: user.name });
    return undefined;
  });

  route(app, api.endSessions, { access: "owner", effects: quiet }, async (request) => {
    const user = await users.endSessions(request.params.id);
    await recordSecurityEvent(request, "sessions.revoked", { ...by(request), note: user.name });
    return undefined;
  });

  route(app, api.activity, { access: "owner" }, async (request) => ({
    items: await audit.of(request.params.id, ACTIVITY_LIMIT),
  }));

  route(app, api.securityEvents, { access: "owner" }, async () => ({
    items: await audit.inArea("security", ACTIVITY_LIMIT * 2),
  }));

  route(app, api.saveSecurity, { access: "owner", effects: quiet }, async (request) => {
    const on = request.body.requireTwoFactor;
    // Requiring it while one's own account has none would lock the owner out of this very switch.
    if (on && !(await users.find(signedIn(request).id))?.twoFactorEnabled)
      throw conflict(usersMessages.ownTwoFactorFirst);
    if (on !== (await users.twoFactorRequired())) {
      await users.setTwoFactorRequired(on);
      await recordSecurityEvent(request, on ? "two-factor.required" : "two-factor.not-required", by(request));
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
    const { headers } = await app.auth.api.signInEmail({
      body: { email: user.email, password, rememberMe: true },
      headers: webHeaders(request),
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length > 0) reply.header("set-cookie", cookies);
    reply.header("cache-control", "no-store");
    return { user: { id: user.id, name: user.name, email: user.email, role: user.role } };
  });

  // Own account: every signed-in user ("editor" access), also before two-factor is on when it is required.

  route(app, account.get, { access: "editor" }, async (request) => users.account(signedIn(request).id));

  route(
    app,
    account.rename,
    {
      access: "editor",
      effects: { audit: { area: "account", summary: () => "Changed their name" }, changesPage: false },
    },
    async (request) => users.rename(signedIn(request).id, request.body.name),
  );

  route(app, account.changeEmail, { access: "editor", effects: quiet }, async (request) => {
    await users.requestEmailChange(signedIn(request).id, request.body.email);
    await recordSecurityEvent(request, "email.change-requested", by(request));
    return {
      status: true as const,
      message: `We sent a confirmation link to ${request.body.email}. Your address changes once you open it.`,
    };
  });

  route(app, account.confirmEmail, { access: "public" }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const user = await users.confirmEmailChange(request.body.token);
    await recordSecurityEvent(request, "email.changed", { actor: user.name, actorId: user.id });
    return { email: user.email };
  });

  route(app, account.sessions, { access: "editor" }, async (request) => ({
    items: await users.sessions(signedIn(request).id, request.sessionId),
  }));

  route(app, account.endSession, { access: "editor", effects: quiet }, async (request) => {
    await users.endSession(signedIn(request).id, request.params.id);
    await recordSecurityEvent(request, "session.ended", by(request));
    return undefined;
  });

  route(app, account.endOtherSessions, { access: "editor", effects: quiet }, async (request) => {
    await users.endOtherSessions(signedIn(request).id, request.sessionId ?? "");
    await recordSecurityEvent(request, "sessions.revoked", { ...by(request), note: "every other session" });
    return undefined;
  });

  // An editor's own events name no address (someone else may have tried their account); the owner's do.
  route(app, account.securityEvents, { access: "editor" }, async (request) => {
    const items = await audit.of(signedIn(request).id, ACTIVITY_LIMIT, { only: "security" });
    return { items: readsAddresses(request) ? items : withoutAddresses(items) };
  });
}
