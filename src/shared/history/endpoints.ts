import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { componentListSchema } from "#shared/components/schema.ts";
import { projectSchema } from "#shared/projects/schema.ts";
import { resumeStateSchema } from "#shared/resume/schema.ts";
import { contentSectionSchema } from "#shared/sections/schema.ts";
import { siteConfigDocumentSchema } from "#shared/site-config/schema.ts";
import { versionListSchema, versionParam, versionSchema } from "./schema.ts";

const idParams = z.object({ id: z.string().min(1).max(100) });
const idVersionParams = idParams.extend({ version: versionParam });
const versionParams = z.object({ version: versionParam });

/**
 * The History of one of many items (a section, a project) under the item's address: its versions, one
 * version with its content, and the restore, which saves that content as a new version and answers what
 * the item's own save answers.
 */
function historyOfItem<const Base extends string, const Saved extends z.ZodType>(base: Base, saved: Saved) {
  return {
    list: endpoint({
      method: "GET",
      path: `/api/${base}/:id/versions`,
      params: idParams,
      response: versionListSchema,
    }),
    get: endpoint({
      method: "GET",
      path: `/api/${base}/:id/versions/:version`,
      params: idVersionParams,
      response: versionSchema,
    }),
    restore: endpoint({
      method: "POST",
      path: `/api/${base}/:id/versions/:version/restore`,
      params: idVersionParams,
      response: saved,
    }),
  };
}

/** The History of a thing there is one of (the site configuration, the component list, the résumé). */
function historyOfSingle<const Base extends string, const Saved extends z.ZodType>(base: Base, saved: Saved) {
  return {
    list: endpoint({ method: "GET", path: `/api/${base}/versions`, response: versionListSchema }),
    get: endpoint({
      method: "GET",
      path: `/api/${base}/versions/:version`,
      params: versionParams,
      response: versionSchema,
    }),
    restore: endpoint({
      method: "POST",
      path: `/api/${base}/versions/:version/restore`,
      params: versionParams,
      response: saved,
    }),
  };
}

/** Every editor's History (issue 40): read by those who may edit the item, restored by them too. */
export const historyEndpoints = {
  section: historyOfItem("sections", contentSectionSchema),
  project: historyOfItem("projects", projectSchema),
  "site-config": historyOfSingle("site-config", siteConfigDocumentSchema),
  components: historyOfSingle("components", componentListSchema),
  resume: historyOfSingle("admin/resume", resumeStateSchema),
};
