import { categoriesOf, projectLimits } from "../../../../shared/project-rules.ts";
import type { Project } from "../../../../shared/projects.ts";

/** The gallery's pure rules (§4, §5, §9): categories, the category filter and pages of 6. */
export const allCategory = "All";

export function galleryCategories(projects: readonly Project[]): string[] {
  return [allCategory, ...categoriesOf(projects)];
}

export function filterByCategory(projects: readonly Project[], category: string): Project[] {
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
