import { z } from "zod";
import { baseVersionSchema } from "#shared/history/schema.ts";
import { caseStudyLimits, projectBodySchema, projectGallerySchema } from "./case-study.ts";
import type { GalleryCard } from "./gallery-card.ts";
import {
  distinctEntries,
  isProjectUrl,
  projectLimits,
  projectMessages,
  projectStatuses,
  projectVisibilities,
} from "./rules.ts";
import { isSlug, slugMessages } from "./slug.ts";

/**
 * The Project of the specification: one contract for the API, the server and the web forms.
 * Lists answer `{ items }`. Storage details (JSON text, 0/1 booleans) stay inside the server.
 */

const urlField = (label: string) =>
  z
    .string({ error: `${label} ${projectMessages.urlInvalid}` })
    .trim()
    .max(2048, `${label} must be at most 2048 characters`)
    .refine((value) => value === "" || isProjectUrl(value), `${label} ${projectMessages.urlInvalid}`);

/** An optional media URL: "" and null both mean "none". */
const mediaField = (label: string) =>
  urlField(label)
    .nullable()
    .transform((value) => value || null);

const listField = (label: string) =>
  z
    .array(z.string({ error: `${label} must be a list of text` }).trim(), {
      error: `${label} must be a list of text`,
    })
    .max(50, `${label} must have at most 50 entries`)
    .refine((items) => items.every((item) => item.length > 0), `${label} ${projectMessages.emptyEntry}`)
    .refine(
      (items) => items.every((item) => item.length <= 100),
      `${label} entries must be at most 100 characters`,
    );

export const projectLinksSchema = z.strictObject({
  live: urlField("Live link").optional(),
  github: urlField("GitHub link").optional(),
  codepen: urlField("CodePen link").optional(),
});
export type ProjectLinks = { live?: string; github?: string; codepen?: string };

const focusPercent = (axis: string) =>
  z
    .number({ error: projectMessages.focusRange(axis) })
    .int(projectMessages.focusRange(axis))
    .min(0, projectMessages.focusRange(axis))
    .max(100, projectMessages.focusRange(axis));

/** An image's focal point: whole percentages from the left (x) and from the top (y). */
export const imageFocusSchema = z.strictObject({ x: focusPercent("x"), y: focusPercent("y") });
export type { ImageFocus } from "./rules.ts";

const requiredText = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

const inputFields = {
  title: requiredText(projectMessages.titleRequired, 200, "Title"),
  description: requiredText(projectMessages.descriptionRequired, 5000, "Description"),
  category: requiredText(projectMessages.categoryRequired, 100, "Category"),
  image: mediaField("Image").optional(),
  video: mediaField("Video").optional(),
  /** A technology typed twice (in any case) is kept once, as first spelled. */
  technologies: listField("Technologies").transform(distinctEntries).optional(),
  features: listField("Features").optional(),
  links: projectLinksSchema.optional(),
  duration: z
    .string({ error: "Duration must be text" })
    .trim()
    .max(100, "Duration must be at most 100 characters")
    .optional(),
  status: z.enum(projectStatuses, { error: projectMessages.statusInvalid }).optional(),
  priority: z
    .number({ error: projectMessages.priorityRange })
    .int(projectMessages.priorityRange)
    .min(projectLimits.priorityMin, projectMessages.priorityRange)
    .max(projectLimits.priorityMax, projectMessages.priorityRange)
    .optional(),
  isActive: z.boolean({ error: "isActive must be true or false" }).optional(),
  /** Who sees the page and the lists it appears in (decision 158). */
  visibility: z
    .enum(projectVisibilities, { error: "Visibility must be one of public, unlisted, protected" })
    .optional(),
  /** Where the image's subject is, in percent from the left and from the top; null: the centre. */
  imageFocus: imageFocusSchema.nullable().optional(),
  /** The page's address (/projects/:slug); made from the title when left out on create (decision 101). */
  slug: z.string({ error: slugMessages.malformed }).trim().refine(isSlug, slugMessages.malformed).optional(),
  /** The write-up, Markdown. */
  body: projectBodySchema.optional(),
  gallery: projectGallerySchema.optional(),
  seoTitle: z
    .string({ error: "The SEO title must be text" })
    .trim()
    .max(
      caseStudyLimits.seoTitleMax,
      `The SEO title must be at most ${caseStudyLimits.seoTitleMax} characters`,
    )
    .optional(),
  seoDescription: z
    .string({ error: "The SEO description must be text" })
    .trim()
    .max(
      caseStudyLimits.seoDescriptionMax,
      `The SEO description must be at most ${caseStudyLimits.seoDescriptionMax} characters`,
    )
    .optional(),
  /** An uploaded social card (1200×630 recommended); null or "": the generated one. */
  socialCard: mediaField("Social card").optional(),
};

/** POST /api/projects. Unknown fields are rejected; missing optional fields take the specification's defaults. */
export const projectCreateSchema = z.strictObject(inputFields);
export type ProjectCreateInput = z.infer<typeof projectCreateSchema>;

/**
 * PATCH /api/projects/:id: any subset of the fields, with the same rules, and the `version` it was based
 * on (decision 139: a stale one answers 409; without one the write is not checked).
 */
export const projectUpdateSchema = z.strictObject({
  ...inputFields,
  title: inputFields.title.optional(),
  description: inputFields.description.optional(),
  category: inputFields.category.optional(),
  version: baseVersionSchema.optional(),
});
export type ProjectUpdateInput = z.infer<typeof projectUpdateSchema>;

/** Width, height and WebP variants of an uploaded image, so the gallery can use srcset and reserve space. */
export const imageAssetSchema = z.object({
  width: z.number(),
  height: z.number(),
  srcset: z.string(),
});
export type ImageAsset = z.infer<typeof imageAssetSchema>;

export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  image: z.string().nullable(),
  video: z.string().nullable(),
  technologies: z.array(z.string()),
  features: z.array(z.string()),
  links: z.object({
    live: z.string().optional(),
    github: z.string().optional(),
    codepen: z.string().optional(),
  }),
  duration: z.string(),
  status: z.enum(projectStatuses),
  priority: z.number(),
  isActive: z.boolean(),
  /** public, unlisted or protected (decision 158); public when left out. */
  visibility: z.enum(projectVisibilities).optional(),
  /** The owner's manual gallery place (1 is first); null: ordered by priority and date. */
  position: z.number().nullable(),
  imageFocus: z.object({ x: z.number(), y: z.number() }).nullable(),
  slug: z.string(),
  body: z.string(),
  gallery: z.array(z.object({ src: z.string(), alt: z.string(), caption: z.string() })),
  seoTitle: z.string(),
  seoDescription: z.string(),
  socialCard: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  imageAsset: imageAssetSchema.nullable(),
  /** The project's current version (decision 139), on the editors' reads: what a PATCH sends back. */
  version: z.number().int().optional(),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * A list answer: `items` (at most `limit`, from `offset`) and `total`, how many projects match the
 * filter in all, so a client can page through them (the public gallery loads its pages on demand).
 */
export const projectListSchema = z.object({ items: z.array(projectSchema), total: z.number() });
export type ProjectList = z.infer<typeof projectListSchema>;
export const projectStatsSchema = z.object({
  total: z.number(),
  completed: z.number(),
  inProgress: z.number(),
  byCategory: z.record(z.string(), z.number()),
});
export type ProjectStats = z.infer<typeof projectStatsSchema>;
export const projectCategoriesSchema = z.object({ items: z.array(z.string()) });

/**
 * PUT /api/projects/order: the projects the owner placed by hand, first to last. Every other project
 * loses its manual place and keeps the priority and date order after them.
 */
export const projectOrderSchema = z.strictObject({
  ids: z
    .array(z.string({ error: "ids must be a list of project ids" }).trim().min(1).max(100), {
      error: "ids must be a list of project ids",
    })
    .max(projectLimits.listLimit * 10, "ids holds too many projects")
    .superRefine((ids, context) => {
      const seen = new Set<string>();
      for (const [index, id] of ids.entries()) {
        if (seen.has(id))
          context.addIssue({ code: "custom", path: [index], message: projectMessages.orderTwice(id) });
        seen.add(id);
      }
    }),
});
export type ProjectOrderInput = z.infer<typeof projectOrderSchema>;

export const projectListQuerySchema = z.strictObject({
  category: z.string().trim().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce
    .number({ error: "limit must be a whole number from 1 to 100" })
    .int("limit must be a whole number from 1 to 100")
    .min(1, "limit must be a whole number from 1 to 100")
    .max(projectLimits.listLimit, "limit must be a whole number from 1 to 100")
    .optional(),
  offset: z.coerce
    .number({ error: "offset must be a whole number from 0" })
    .int("offset must be a whole number from 0")
    .min(0, "offset must be a whole number from 0")
    .max(1_000_000, "offset must be a whole number from 0 to 1000000")
    .optional(),
  all: z.enum(["true", "false"], { error: "all must be true or false" }).optional(),
});

/**
 * The gallery's part of PageData: the first page of active projects (gallery order), how many there
 * are in all, their categories, and where they came from. The other pages load on demand from
 * `GET /api/projects?offset=&limit=&category=`. "sample": the database has none; "unavailable":
 * reading it failed. Both carry every sample project (the gallery pages those in the browser).
 */
export interface ProjectsPageData {
  items: GalleryCard[];
  total: number;
  categories: string[];
  source: "database" | "sample" | "unavailable";
}
