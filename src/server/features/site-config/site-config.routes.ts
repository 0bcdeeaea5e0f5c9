import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireOwner } from "#server/features/auth/require-owner.ts";
import {
  siteConfigDocumentSchema,
  siteConfigResetSchema,
  siteConfigSchema,
} from "#shared/site-config/schema.ts";
import { strictObjectsDeep } from "#shared/strict-schema.ts";
import { recordSecurityChange } from "./security-settings-events.ts";
import { getSiteConfigRecord, resetSiteConfig, saveSiteConfig } from "./site-config.service.ts";

const versionRequired =
  "version is required: send the version you loaded from GET /api/site-config (a stale one answers 409)";

/**
 * A save: the whole §3 object, plus the `version` it was based on (required; stale → 409). A key the
 * configuration does not have, at any level, answers 400 naming it.
 */
const siteConfigWriteSchema = strictObjectsDeep(siteConfigSchema).extend({
  version: z.number({ error: versionRequired }).int(versionRequired).min(0, versionRequired),
});

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
      const before = app.liveSiteConfig.get();
      const saved = await saveSiteConfig(app.db, config, version);
      app.liveSiteConfig.set(saved.config);
      await recordSecurityChange(request, before, saved.config);
      return { ...saved.config, version: saved.version };
    },
  );

  /** Restores the configuration and the component list; answers both, so the editor refreshes both. */
  app.post(
    "/site-config/reset",
    { onRequest: requireOwner, schema: { response: { 200: siteConfigResetSchema } } },
    async (request) => {
      const before = app.liveSiteConfig.get();
      const { record, components } = await resetSiteConfig(app.db);
      app.liveSiteConfig.set(record.config);
      await recordSecurityChange(request, before, record.config);
      return { siteConfig: { ...record.config, version: record.version }, components };
    },
  );
};
