/**
 * The projects feature's plain rules and strings, without the schema library, so the
 * public gallery can use them without pulling zod into the visitor's JavaScript. The schemas built on
 * them are in `projects.ts`.
 */

export const projectStatuses = ["Completed", "In Progress", "On Hold", "Planned"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

/**
 * Who may see a project's page (decision 158): everyone and every list (`public`); anyone with its
 * address but no list (`unlisted`); those with its password or a share link (`protected`).
 */
export const projectVisibilities = ["public", "unlisted", "protected"] as const;
export type ProjectVisibility = (typeof projectVisibilities)[number];
export const isProjectVisibility = (value: unknown): value is ProjectVisibility =>
  (projectVisibilities as readonly unknown[]).includes(value);

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

/**
 * A project's duration as visitors see it: the stored default ("Not specified", the spec's) says nothing,
 * in English on every site, so it is not shown.
 */
export const shownDuration = (duration: string): string =>
  duration.trim() === projectDefaults.duration ? "" : duration.trim();

export const projectDefaults = {
  category: "Web Development",
  duration: "Not specified",
  status: "Completed" as ProjectStatus,
  priority: 0,
  isActive: true,
} as const;

/** The projects API's and the admin Projects tab's strings, exactly as the specification writes them. */
export const projectMessages = {
  titleRequired: "Title is required",
  descriptionRequired: "Description is required",
  categoryRequired: "Category is required",
  idMissing: "Project ID is missing. Cannot update project.",
  priorityRange: "Priority must be a whole number from 0 to 10",
  // Pure, so a bundle that needs none of these messages leaves them out.
  statusInvalid: `Status must be one of ${/* @__PURE__ */ projectStatuses.join(", ")}`,
  urlInvalid: "must be an http:// or https:// URL",
  emptyEntry: "must not contain empty entries",
  notFound: (id: string) => `Project with ID ${id} was not found`,
  focusRange: (axis: string) => `The focal point's ${axis} must be a whole percentage from 0 to 100`,
  orderTwice: (id: string) => `Project ${id} is listed twice in the order`,
  orderUnknown: (ids: readonly string[]) =>
    `Unknown project${ids.length === 1 ? "" : "s"} in the order: ${ids.join(", ")}`,
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
} as const;

/**
 * An absolute http(s) URL, or a path on this site (uploaded media, bundled images). Browsers read a
 * leading `//` or `/\` as another host, and any `\` as `/`, so a path may hold neither.
 */
export function isProjectUrl(value: string): boolean {
  if (/^\/(?![/\\])[^\s\\]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/**
 * A list without repeats: an entry that matches an earlier one case-insensitively ("react" after
 * "React") is dropped, so the first spelling stays. A project's technologies go through it in the
 * form and on the server.
 */
export function distinctEntries(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const folded = item.trim().toLowerCase();
    if (seen.has(folded)) return false;
    seen.add(folded);
    return true;
  });
}

/** Whether `name` is already in `names`, compared case-insensitively and trimmed. */
export function includesCaseless(names: readonly string[], name: string): boolean {
  const folded = name.trim().toLowerCase();
  return names.some((item) => item.trim().toLowerCase() === folded);
}

/**
 * The categories the project form offers: the specification's four, then the Projects section's own
 * (without its "All" filter), then any other a project uses; each once, as first spelled.
 */
export function categorySuggestions(
  listed: readonly string[],
  projects: readonly { category: string }[],
): string[] {
  const names = [...projectCategoryOptions, ...listed.filter((name) => name !== "All")];
  return distinctEntries([...names, ...categoriesOf(projects)].filter((name) => name.trim()));
}

/** Distinct non-empty categories, in alphabetical order. */
export function categoriesOf(projects: readonly { category: string }[]): string[] {
  const names = new Set(projects.map((project) => project.category.trim()).filter(Boolean));
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** An image's focal point: whole percentages from the left (x) and from the top (y). */
export interface ImageFocus {
  x: number;
  y: number;
}

/** The CSS `object-position` that keeps an image's focal point in view in every crop (centre when unset). */
export function objectPosition(focus: ImageFocus | null | undefined): string {
  return focus ? `${focus.x}% ${focus.y}%` : "50% 50%";
}
