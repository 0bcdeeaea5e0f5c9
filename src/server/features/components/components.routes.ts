import type { FastifyInstance } from "fastify";
import { savedBy } from "#server/features/history/saved-by.ts";
import { route } from "#server/http/route.ts";
import { componentEndpoints as api } from "#shared/components/endpoints.ts";

/** The component visibility list: a JSON array of `{ id, isActive, conditional? }`; owner-only writes. */
export async function componentsRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.components;

  route(app, api.list, { access: "public" }, async () => service.list());

  route(
    app,
    api.save,
    {
      access: "editor",
      effects: {
        audit: { area: "components", summary: () => "Changed which page components are shown" },
        changesPage: true,
      },
    },
    async (request) => service.save(request.body, savedBy(request)),
  );
}
