import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { siteConfigDocumentSchema, siteConfigSchema } from "../../../shared/site-config.ts";
import { requireOwner } from "../auth/require-owner.ts";
import { getSiteConfigRecord, resetSiteConfig, saveSiteConfig } from "./site-config.service.ts";

/** A save: the whole §3 object, plus the `version` it was based on (optional; stale → 409). */
const siteConfigWriteSchema = siteConfigSchema.extend({ version: z.number().int().min(0).optional() });

/** The site configuration: a public read (the §3 object plus `version`), owner-only writes. */
export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/site-config", { schema: { response: { 200: siteConfigDocumentSchema } } }, async () => {
    const { config, version } = await getSiteConfigRecord(app.db);
    return { ...config, version };
  });

  app.put(
    "/site-config",
    {
      onRequest: requireOwner,
      schema: { body: siteConfigWriteSchema, response: { 200: siteConfigDocumentSchema } },
    },
    async (request) => {
      const { version, ...config } = request.body;
      const saved = await saveSiteConfig(app.db, config, version);
      app.liveSiteConfig.set(saved.config);
      return { ...saved.config, version: saved.version };
    },
  );

  app.post(
    "/site-config/reset",
    { onRequest: requireOwner, schema: { response: { 200: siteConfigDocumentSchema } } },
    async () => {
      const saved = await resetSiteConfig(app.db);
      app.liveSiteConfig.set(saved.config);
      return { ...saved.config, version: saved.version };
    },
  );
};
