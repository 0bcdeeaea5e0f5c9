import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { strictObjectsDeep } from "#shared/api/strict-schema.ts";
import { siteConfigDocumentSchema, siteConfigResetSchema, siteConfigSchema } from "./schema.ts";

const versionRequired =
  "version is required: send the version you loaded from GET /api/site-config (a stale one answers 409)";

/**
 * A save: the whole configuration, plus the `version` it was based on (required; a stale one answers
 * 409). A key the configuration does not have, at any level, answers 400 naming it.
 */
export const siteConfigWriteSchema = strictObjectsDeep(siteConfigSchema).extend({
  version: z.number({ error: versionRequired }).int(versionRequired).min(0, versionRequired),
});

/** The site configuration, the owner's: the read (the configuration plus `version`), save and reset. */
export const siteConfigEndpoints = {
  get: endpoint({ method: "GET", path: "/api/site-config", response: siteConfigDocumentSchema }),
  save: endpoint({
    method: "PUT",
    path: "/api/site-config",
    body: siteConfigWriteSchema,
    response: siteConfigDocumentSchema,
  }),
  /** Restores the configuration and the component list; answers both, so the editor refreshes both. */
  reset: endpoint({ method: "POST", path: "/api/site-config/reset", response: siteConfigResetSchema }),
};
