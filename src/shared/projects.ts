import { z } from "zod";

/**
 * The Project of the specification (§3): one contract for the API, the server and the web forms.
 * Lists answer `{ items }`. Storage details (JSON text, 0/1 booleans) stay inside the server.
 */

export const projectStatuses = ["Completed", "In Progress", "On Hold", "Planned"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/** The admin form's category options; the first is the default. */
export const projectCategoryOptions = [
  "Web Development",
  "App Development",
  "UI/UX Design",
  "Other",
] as const;

export const projectLimits = {
  /** The spec's list limit. */
  listLimit: 100,
  /** The public gallery's page size. */
  pageSize: 6,
  /** Technologies shown on an admin card before '+N more'. */
  cardTechnologies: 3,
  priorityMin: 0,
  priorityMax: 10,
  importMax: 500,
} as const;

export const projectDefaults = {
  category: "Web Development",
  duration: "Not specified",
  status: "Completed" as ProjectStatus,
  priority: 0,
  isActive: true,
} as const;

/** Every user-facing string of the projects feature, exactly as the specification writes them. */
export const projectMessages = {
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  categoryRequired: "Category is required",
  idMissing: "Project ID is missing. Cannot update project.",
  priorityRange: "Priority must be a whole number from 0 to 10",
  statusInvalid: `Status must be one of ${projectStatuses.join(", ")}`,
  urlInvalid: "must be an http:// or https:// URL",
  emptyEntry: "must not contain empty entries",
  notFound: (id: string) => `Project with ID ${id} was not found`,
  added: "Project added successfully!",
  updated: "Project updated successfully!",
  deleted: "Project deleted successfully!",
  addFailed: "Failed to add project",
  updateFailed: "Failed to update project",
  deleteFailed: "Failed to delete project",
  confirmDelete: "Are you sure you want to delete this project?",
  loadFailed: "Failed to load projects",
  loading: "Loading projects...",
  emptyAdminTitle: "No projects found",
  emptyAdminHint: "Start by adding your first project!",
  emptyTitle: "No projects found",
  emptyAll: "No projects available at the moment.",
  emptyCategory: (category: string) => `No projects found in "${category}" category.`,
  showAll: "Show All Projects",
  sampleData: "No projects found in database. Using sample data.",
  unavailable: "Unable to connect to database. Showing sample projects.",
  galleryHeading: "PROJECTS I WORKED ON 24-25",
} as const;

/** An absolute http(s) URL, or a path on this site (uploaded media, bundled images). */
export function isProjectUrl(value: string): boolean {
  if (/^\/(?!\/)[^\s]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

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

const requiredText = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} must be at most ${max} characters`);

const inputFields = {
  title: requiredText(projectMessages.titleRequired, 200, "Title"),
  description: requiredText(projectMessages.descriptionRequired, 5000, "Description"),
  category: requiredText(projectMessages.categoryRequired, 100, "Category"),
  image: mediaField("Image").optional(),
  video: mediaField("Video").optional(),
  technologies: listField("Technologies").optional(),
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
};

/** POST /api/projects. Unknown fields are rejected; missing optional fields take the §3 defaults. */
export const projectCreateSchema = z.strictObject(inputFields);
export type ProjectCreateInput = z.infer<typeof projectCreateSchema>;

/** PATCH /api/projects/:id: any subset of the fields, with the same rules. */
export const projectUpdateSchema = z.strictObject({
  ...inputFields,
  title: inputFields.title.optional(),
  description: inputFields.description.optional(),
  category: inputFields.category.optional(),
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
  createdAt: z.string(),
  updatedAt: z.string(),
  imageAsset: imageAssetSchema.nullable(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = z.object({ items: z.array(projectSchema) });
export const projectStatsSchema = z.object({
  total: z.number(),
  completed: z.number(),
  inProgress: z.number(),
  byCategory: z.record(z.string(), z.number()),
});
export type ProjectStats = z.infer<typeof projectStatsSchema>;
export const projectCategoriesSchema = z.object({ items: z.array(z.string()) });

export const projectListQuerySchema = z.strictObject({
  category: z.string().trim().max(100).optional(),
  q: z.string().trim().max(200).optional(),
  limit: z.coerce
    .number({ error: "limit must be a whole number from 1 to 100" })
    .int("limit must be a whole number from 1 to 100")
    .min(1, "limit must be a whole number from 1 to 100")
    .max(projectLimits.listLimit, "limit must be a whole number from 1 to 100")
    .optional(),
  all: z.enum(["true", "false"], { error: "all must be true or false" }).optional(),
});

/** Distinct non-empty categories, in alphabetical order. */
export function categoriesOf(projects: readonly Pick<Project, "category">[]): string[] {
  const names = new Set(projects.map((project) => project.category.trim()).filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** Stats as the admin shows them: total, completed, in progress and a count per category. */
export function statsOf(projects: readonly Pick<Project, "status" | "category">[]): ProjectStats {
  const byCategory: Record<string, number> = {};
  for (const project of projects) {
    if (project.category) byCategory[project.category] = (byCategory[project.category] ?? 0) + 1;
  }
  return {
    total: projects.length,
    completed: projects.filter((project) => project.status === "Completed").length,
    inProgress: projects.filter((project) => project.status === "In Progress").length,
    byCategory,
  };
}

/**
 * The gallery's part of PageData: the active projects (up to the list limit, gallery order) and where
 * they came from. "sample": the database has none; "unavailable": reading it failed. Both carry the samples.
 */
export interface ProjectsPageData {
  items: Project[];
  source: "database" | "sample" | "unavailable";
}
