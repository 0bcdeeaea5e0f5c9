import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireOwner } from "#server/features/auth/require-owner.ts";
import { componentListSchema } from "#shared/components/schema.ts";
import { getComponentList, saveComponentList } from "./components.service.ts";

/** The component visibility list: a JSON array of `{ id, isActive, conditional? }`; owner-only writes. */
export const componentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/components", { schema: { response: { 200: componentListSchema } } }, async () =>
    getComponentList(app.db),
  );

  app.put(
    "/components",
    {
      onRequest: requireOwner,
      schema: { body: componentListSchema, response: { 200: componentListSchema } },
    },
    async (request) => saveComponentList(app.db, request.body),
  );
};
