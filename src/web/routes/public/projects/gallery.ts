import type { GalleryCard } from "#shared/projects/gallery-card.ts";
import { categoriesOf, projectLimits } from "#shared/projects/rules.ts";
import type { ProjectsPageData } from "#shared/projects/schema.ts";

/** The gallery's pure rules: categories, the category filter and pages of 6. */
export const allCategory = "All";

/** The page's own fallback category list, offered while the gallery shows the sample projects. */
const sampleCategories = [allCategory, "App Development", "Web Development"] as const;

/** 'All' plus the distinct non-empty categories of active projects; the fallback list for samples. */
export function galleryCategories(
  projects: readonly GalleryCard[],
  source: ProjectsPageData["source"],
): string[] {
  return source === "database" ? [allCategory, ...categoriesOf(projects)] : [...sampleCategories];
}

export function filterByCategory(projects: readonly GalleryCard[], category: string): GalleryCard[] {
  return category === allCategory
    ? [...projects]
    : projects.filter((project) => project.category === category);
}

export function pageCount(total: number, pageSize: number = projectLimits.pageSize): number {
  return Math.ceil(total / pageSize);
}

export function pageOf<T>(items: readonly T[], page: number, pageSize: number = projectLimits.pageSize): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * The page numbers the pagination shows: every page up to 7 pages; beyond that the first, the last
 * and the current page with its neighbours, gaps ("gap") for the rest, always 7 slots. So the
 * pagination (and the server-rendered page) stays the same size however many projects there are.
 */
export function pageWindow(page: number, pages: number): (number | "gap")[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  if (page <= 4) return [1, 2, 3, 4, 5, "gap", pages];
  if (page >= pages - 3) return [1, "gap", pages - 4, pages - 3, pages - 2, pages - 1, pages];
  return [1, "gap", page - 1, page, page + 1, "gap", pages];
}
