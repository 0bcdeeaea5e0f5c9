import type { FastifyInstance } from "fastify";
import {
  readsAddresses,
  recordSecurityEvent,
  SECURITY_AREA,
  withoutAddresses,
} from "#server/features/audit/security-events.ts";
import { route } from "#server/http/route.ts";
import { accountEndpoints as api } from "#shared/users/endpoints.ts";
import { actorOf, signedIn } from "./route-helpers.ts";

/**
 * Each signed-in user's own account: every role ("editor" access), also before two-factor is on when it
 * is required. Changes to the address and the sessions land in the security log (decision 067).
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { account, audit } = app.services;
  const quiet = { audit: null, changesPage: false } as const;

  route(app, api.get, { access: "editor" }, async (request) => account.get(signedIn(request).id));

  route(
    app,
    api.rename,
    {
      access: "editor",
      effects: { audit: { area: "account", summary: () => "Changed their name" }, changesPage: false },
    },
    async (request) => account.rename(signedIn(request).id, request.body.name),
  );

  route(app, api.changeEmail, { access: "editor", effects: quiet }, async (request) => {
    await account.requestEmailChange(signedIn(request).id, request.body.email);
    await recordSecurityEvent(request, "email.change-requested", actorOf(request));
    return {
      status: true as const,
      message: `We sent a confirmation link to ${request.body.email}. Your address changes once you open it.`,
    };
  });

  route(app, api.confirmEmail, { access: "public" }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const user = await account.confirmEmailChange(request.body.token);
    await recordSecurityEvent(request, "email.changed", { actor: user.name, actorId: user.id });
    return { email: user.email };
  });

  route(app, api.sessions, { access: "editor" }, async (request) => ({
    items: await account.sessions(signedIn(request).id, request.sessionId),
  }));

  route(app, api.endSession, { access: "editor", effects: quiet }, async (request) => {
    await account.endSession(signedIn(request).id, request.params.id);
    await recordSecurityEvent(request, "session.ended", actorOf(request));
    return undefined;
  });

  route(app, api.endOtherSessions, { access: "editor", effects: quiet }, async (request) => {
    await account.endOtherSessions(signedIn(request).id, request.sessionId ?? "");
    await recordSecurityEvent(request, "sessions.revoked", {
      ...actorOf(request),
      note: "every other session",
    });
    return undefined;
  });

  // An editor's own events name no address (someone else may have tried their account); the owner's do.
  route(app, api.securityEvents, { access: "editor" }, async (request) => {
    const { items, total } = await audit.page(
      { actorId: signedIn(request).id, only: SECURITY_AREA },
      request.query,
    );
    return { items: readsAddresses(request) ? items : withoutAddresses(items), total };
  });
}
