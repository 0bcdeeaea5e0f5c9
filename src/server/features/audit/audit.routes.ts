import type { FastifyInstance } from "fastify";
import { route } from "#server/http/route.ts";
import { overviewEndpoints as api } from "#shared/overview/endpoints.ts";

/** The dashboard Overview's figures and the admin activity log (owner only). */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { overview, audit } = app.services;
  route(app, api.overview, { access: "editor" }, async () => overview.get());
  route(app, api.activity, { access: "editor" }, async (request) => ({
    items: await audit.recent(request.query.limit),
  }));
}
