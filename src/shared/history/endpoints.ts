import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { componentListSchema } from "#shared/components/schema.ts";
import { postSchema } from "#shared/posts/schema.ts";
import { projectSchema } from "#shared/projects/schema.ts";
import { resumeStateSchema } from "#shared/resume/schema.ts";
import { contentSectionSchema } from "#shared/sections/schema.ts";
import { siteConfigDocumentSchema } from "#shared/site-config/schema.ts";
import { versionListSchema, versionParam, versionSchema } from "./schema.ts";

const idParams = z.object({ id: z.string().min(1).max(100) });
const idVersionParams = idParams.extend({ version: versionParam });
const versionParams = z.object({ version: versionParam });

// Each group is written out whole: the browser's build keeps an endpoints module's exported groups of
// `endpoint({…})` declarations only (decision 123), so they are not made by a helper.

/** A section's History (issue 40): its versions, one version with its content, and the restore. */
export const sectionHistoryEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/sections/:id/versions",
    params: idParams,
    response: versionListSchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/sections/:id/versions/:version",
    params: idVersionParams,
    response: versionSchema,
  }),
  restore: endpoint({
    method: "POST",
    path: "/api/sections/:id/versions/:version/restore",
    params: idVersionParams,
    response: contentSectionSchema,
  }),
};

/** A project's History. */
export const projectHistoryEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/projects/:id/versions",
    params: idParams,
    response: versionListSchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/projects/:id/versions/:version",
    params: idVersionParams,
    response: versionSchema,
  }),
  restore: endpoint({
    method: "POST",
    path: "/api/projects/:id/versions/:version/restore",
    params: idVersionParams,
    response: projectSchema,
  }),
};

/** The site configuration's History (the owner's only). */
export const siteConfigHistoryEndpoints = {
  list: endpoint({ method: "GET", path: "/api/site-config/versions", response: versionListSchema }),
  get: endpoint({
    method: "GET",
    path: "/api/site-config/versions/:version",
    params: versionParams,
    response: versionSchema,
  }),
  restore: endpoint({
    method: "POST",
    path: "/api/site-config/versions/:version/restore",
    params: versionParams,
    response: siteConfigDocumentSchema,
  }),
};

/** The component list's History. */
export const componentsHistoryEndpoints = {
  list: endpoint({ method: "GET", path: "/api/components/versions", response: versionListSchema }),
  get: endpoint({
    method: "GET",
    path: "/api/components/versions/:version",
    params: versionParams,
    response: versionSchema,
  }),
  restore: endpoint({
    method: "POST",
    path: "/api/components/versions/:version/restore",
    params: versionParams,
    response: componentListSchema,
  }),
};

/** The résumé settings' History. */
export const resumeHistoryEndpoints = {
  list: endpoint({ method: "GET", path: "/api/admin/resume/versions", response: versionListSchema }),
  get: endpoint({
    method: "GET",
    path: "/api/admin/resume/versions/:version",
    params: versionParams,
    response: versionSchema,
  }),
  restore: endpoint({
    method: "POST",
    path: "/api/admin/resume/versions/:version/restore",
    params: versionParams,
    response: resumeStateSchema,
  }),
};

/** A post's History (decision 160). */
export const postHistoryEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/api/posts/:id/versions",
    params: idParams,
    response: versionListSchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/posts/:id/versions/:version",
    params: idVersionParams,
    response: versionSchema,
  }),
  restore: endpoint({
    method: "POST",
    path: "/api/posts/:id/versions/:version/restore",
    params: idVersionParams,
    response: postSchema,
  }),
};

/**
 * Every editor's History, by kind: read by those who may edit the item, restored by them too. A
 * restore saves that content as a new version and answers what the item's own save answers.
 */
export const historyEndpoints = {
  section: sectionHistoryEndpoints,
  project: projectHistoryEndpoints,
  post: postHistoryEndpoints,
  "site-config": siteConfigHistoryEndpoints,
  components: componentsHistoryEndpoints,
  resume: resumeHistoryEndpoints,
};
