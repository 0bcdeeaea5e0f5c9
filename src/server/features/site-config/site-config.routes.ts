import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SavedBy } from "#server/features/history/history.service.ts";
import { savedBy } from "#server/features/history/saved-by.ts";
import { route } from "#server/http/route.ts";
import { siteConfigEndpoints as api } from "#shared/site-config/endpoints.ts";
import type { SiteConfig, SiteConfigDocument } from "#shared/site-config/schema.ts";
import { recordSecurityChange } from "./security-settings-events.ts";

/**
 * The owner's save of the configuration over `version`, as every save goes (the PUT and a History
 * restore): stored with its version, made live on this instance, and a security event when the Security
 * tab's settings changed.
 */
export async function saveSiteConfig(
  request: FastifyRequest,
  config: SiteConfig,
  version: number,
  by: SavedBy,
): Promise<SiteConfigDocument> {
  const app = request.server;
  const before = app.liveSiteConfig.get();
  const saved = await app.services.siteConfig.save(config, version, by);
  app.liveSiteConfig.set(saved.config);
  await recordSecurityChange(request, before, saved.config);
  return { ...saved.config, version: saved.version };
}

/**
 * The site configuration, the owner's alone (read and write): visitors get the part their page reads,
 * in the page data (decision 131).
 */
export async function siteConfigRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.siteConfig;

  route(app, api.get, { access: "owner" }, async () => {
    const { config, version } = await service.getRecord();
    return { ...config, version };
  });

  route(
    app,
    api.save,
    {
      access: "owner",
      effects: {
        audit: { area: "site-config", summary: () => "Updated the site configuration" },
        changesPage: true,
      },
    },
    async (request) => {
      const { version, ...config } = request.body;
      return saveSiteConfig(request, config, version, savedBy(request));
    },
  );

  route(
    app,
    api.reset,
    {
      access: "owner",
      effects: {
        audit: {
          area: "site-config",
          summary: () => "Reset the site configuration and components to defaults",
        },
        changesPage: true,
      },
    },
    async (request) => {
      const before = app.liveSiteConfig.get();
      const { record, components } = await service.reset(savedBy(request));
      app.liveSiteConfig.set(record.config);
      await recordSecurityChange(request, before, record.config);
      return { siteConfig: { ...record.config, version: record.version }, components };
    },
  );
}
