import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { componentListSchema } from "../../../shared/components.ts";
import { getComponentList } from "./components.service.ts";

/** Public read of the component visibility list: a JSON array of `{ id, isActive, conditional? }`. */
export const componentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/components", { schema: { response: { 200: componentListSchema } } }, async () =>
    getComponentList(app.db),
  );
};
