import { z } from "zod";
import { endpoint } from "#shared/api/endpoint.ts";
import { projectBodySchema } from "./case-study.ts";
import { galleryCardListSchema } from "./gallery-card.ts";
import {
  projectCategoriesSchema,
  projectCreateSchema,
  projectListQuerySchema,
  projectListSchema,
  projectOrderSchema,
  projectSchema,
  projectStatsSchema,
  projectUpdateSchema,
} from "./schema.ts";

const idParams = z.object({ id: z.string().min(1).max(100) });
const trueOrFalse = (name: string) =>
  z.enum(["true", "false"], { error: `${name} must be true or false` }).optional();

export const markdownPreviewSchema = z.strictObject({ html: z.string() });

export const projectImportResultSchema = z.object({
  imported: z.number(),
  created: z.number(),
  updated: z.number(),
});

/** The projects API: public reads of active projects; the owner's writes, soft/permanent delete and import. */
export const projectEndpoints = {
  /**
   * Active projects as gallery cards: placed by hand first, then priority desc and newest; `all=true`
   * (signed in only) answers every project whole, inactive ones included.
   */
  list: endpoint({
    method: "GET",
    path: "/api/projects",
    query: projectListQuerySchema,
    response: projectListSchema.or(galleryCardListSchema),
  }),
  stats: endpoint({
    method: "GET",
    path: "/api/projects/stats",
    query: z.strictObject({ all: trueOrFalse("all") }),
    response: projectStatsSchema,
  }),
  categories: endpoint({
    method: "GET",
    path: "/api/projects/categories",
    response: projectCategoriesSchema,
  }),
  get: endpoint({ method: "GET", path: "/api/projects/:id", params: idParams, response: projectSchema }),
  create: endpoint({
    method: "POST",
    path: "/api/projects",
    body: projectCreateSchema,
    response: projectSchema,
    status: 201,
  }),
  update: endpoint({
    method: "PATCH",
    path: "/api/projects/:id",
    params: idParams,
    body: projectUpdateSchema,
    response: projectSchema,
  }),
  /**
   * Soft delete (isActive=false, answers the project); `trash=true` moves it to the Trash and
   * `permanent=true` removes it for good (both 204; decision 142).
   */
  remove: endpoint({
    method: "DELETE",
    path: "/api/projects/:id",
    params: idParams,
    query: z
      .strictObject({ permanent: trueOrFalse("permanent"), trash: trueOrFalse("trash") })
      .refine((query) => !(query.permanent === "true" && query.trash === "true"), {
        error: "Choose trash or permanent, not both",
      }),
    response: null,
  }),
  /** The owner's manual gallery order (decision 061); answers every project in the new order. */
  order: endpoint({
    method: "PUT",
    path: "/api/projects/order",
    body: projectOrderSchema,
    response: projectListSchema,
  }),
  import: endpoint({
    method: "POST",
    path: "/api/projects/import",
    body: z.array(z.unknown(), { error: "The import must be a JSON array of projects" }),
    response: projectImportResultSchema,
  }),
  /** The write-up editor's preview (signed in): the Markdown rendered by the public page's own code. */
  markdownPreview: endpoint({
    method: "POST",
    path: "/api/projects/markdown-preview",
    body: z.strictObject({ body: projectBodySchema }),
    response: markdownPreviewSchema,
  }),
};
