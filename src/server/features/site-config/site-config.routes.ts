import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { siteConfigDocumentSchema } from "../../../shared/site-config.ts";
import { getSiteConfigRecord } from "./site-config.service.ts";

/** Public read of the site configuration: the §3 object plus its `version` (for optimistic writes). */
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/site-config", { schema: { response: { 200: siteConfigDocumentSchema } } }, async () => {
    const { config, version } = await getSiteConfigRecord(app.db);
    return { ...config, version };
  });
};
