import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import {
  importPreviewSchema,
  importResultSchema,
  importUndoSchema,
  jsonResumeFileSchema,
  jsonResumeImportSchema,
  linkedinPreviewSchema,
} from "./schema.ts";

/** The site as a résumé.json and a résumé.json into the site (issue 38, decision 144). */
export const jsonResumeEndpoints = {
  /** The site's résumé in the JSON Resume format (v1.0.0), as a download. */
  export: endpoint({
    method: "GET",
    path: "/api/admin/json-resume",
    response: z.record(z.string(), z.unknown()),
  }),
  /** What importing a file would change, item by item; nothing is written. */
  preview: endpoint({
    method: "POST",
    path: "/api/admin/json-resume/preview",
    body: jsonResumeFileSchema,
    response: importPreviewSchema,
  }),
  /** LinkedIn's "Get a copy of your data" ZIP (multipart, field `file`) read as a résumé, and its preview. */
  linkedin: endpoint({
    method: "POST",
    path: "/api/admin/json-resume/linkedin",
    response: linkedinPreviewSchema,
  }),
  /** Writes the chosen items of the file's plan, in one transaction. */
  import: endpoint({
    method: "POST",
    path: "/api/admin/json-resume/import",
    body: jsonResumeImportSchema,
    response: importResultSchema,
  }),
  /** Takes a whole import back: each part to its version before it, the projects it made to the Trash. */
  undo: endpoint({
    method: "POST",
    path: "/api/admin/json-resume/undo",
    body: importUndoSchema,
    response: z.object({ restored: z.number(), trashed: z.number() }),
  }),
};
