import type { FastifyInstance } from "fastify";
import { route } from "#server/http/route.ts";
import { overviewEndpoints as api } from "#shared/overview/endpoints.ts";
import { readsAddresses, withoutAddresses } from "./security-events.ts";

/**
 * The dashboard Overview's figures and the admin activity log (owners and editors; an editor's answer
 * names no client address).
 */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { overview, audit } = app.services;
  route(app, api.overview, { access: "editor" }, async (request) => {
    const answer = await overview.get();
    if (readsAddresses(request)) return answer;
    // Backups are the owner's: an editor's Overview has no backup warning either.
    return { ...answer, recentActivity: withoutAddresses(answer.recentActivity), backupWarning: null };
  });
  route(app, api.activity, { access: "editor" }, async (request) => {
    const items = await audit.recent(request.query.limit);
    return { items: readsAddresses(request) ? items : withoutAddresses(items) };
  });
}
