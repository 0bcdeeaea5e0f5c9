import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { contentSectionSchema } from "./schema.ts";
import { sectionCreateSchema, sectionPatchSchema } from "./write-schema.ts";

const idParams = z.object({ id: z.string().min(1).max(100) });

export const sectionListSchema = z.object({ items: z.array(contentSectionSchema) });

/** The export file: `{ sections, exportDate, version }`. */
export const sectionExportSchema = z.object({
  sections: z.array(contentSectionSchema),
  exportDate: z.string(),
  version: z.string(),
});
export type SectionExport = z.infer<typeof sectionExportSchema>;

/** The content sections API, all the owner's: list (every status), create, read, change, delete, export, import. */
export const sectionEndpoints = {
  list: endpoint({ method: "GET", path: "/api/sections", response: sectionListSchema }),
  export: endpoint({ method: "GET", path: "/api/sections/export", response: sectionExportSchema }),
  /** The file is checked by the service, so that any bad file answers the one 'Invalid content file'. */
  import: endpoint({
    method: "POST",
    path: "/api/sections/import",
    body: z.unknown(),
    response: sectionListSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/api/sections",
    body: sectionCreateSchema,
    response: contentSectionSchema,
    status: 201,
  }),
  get: endpoint({
    method: "GET",
    path: "/api/sections/:id",
    params: idParams,
    response: contentSectionSchema,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/sections/:id",
    params: idParams,
    body: sectionPatchSchema,
    response: contentSectionSchema,
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/api/sections/:id",
    params: idParams,
    response: null,
    status: 204,
  }),
};
