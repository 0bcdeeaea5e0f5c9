import type { FastifyInstance } from "fastify";
import { route } from "#server/http/route.ts";
import { projectAccessEndpoints as api } from "#shared/project-access/endpoints.ts";

/**
 * A protected page's password and share links: the owner's alone. Each change clears the pages (what a
 * visitor without access may see never depends on them, but a cleared cache is the safe default).
 */
const changes = (summary: () => string) => ({ audit: { area: "projects", summary }, changesPage: true });

export async function projectAccessRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.projectAccess;

  route(app, api.state, { access: "owner" }, async (request) => service.state(request.params.id));

  route(
    app,
    api.setPassword,
    {
      access: "owner",
      effects: changes(() => "Changed a protected project's password"),
    },
    async (request) => service.setPassword(request.params.id, request.body.password),
  );

  route(app, api.listLinks, { access: "owner" }, async (request) => ({
    items: await service.listLinks(request.params.id),
  }));

  route(
    app,
    api.createLink,
    { access: "owner", effects: changes(() => "Made a share link for a protected project") },
    async (request) => service.createLink(request.params.id, request.body),
  );

  route(
    app,
    api.revokeLink,
    { access: "owner", effects: changes(() => "Revoked a protected project's share link") },
    async (request) => service.revokeLink(request.params.id, request.params.linkId),
  );
}
