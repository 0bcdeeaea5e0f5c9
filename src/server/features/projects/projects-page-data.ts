import type { FastifyInstance } from "fastify";
import { toGalleryCard } from "#shared/projects/gallery-card.ts";
import { projectLimits } from "#shared/projects/rules.ts";
import { sampleProjects } from "#shared/projects/samples.ts";
import type { ProjectsPageData } from "#shared/projects/schema.ts";

/**
 * The gallery's page data, read in-process: the first page of active projects in gallery order, their
 * total and categories (the rest loads on demand, so the page does not grow with the projects), or
 * every sample project when there are none ("sample") or the database cannot be read ("unavailable", logged).
 */
export async function loadProjectsPageData(app: FastifyInstance): Promise<ProjectsPageData> {
  const samples = (source: ProjectsPageData["source"]): ProjectsPageData => ({
    items: sampleProjects.map(toGalleryCard),
    total: sampleProjects.length,
    categories: [],
    source,
  });
  try {
    const [{ items, total }, categories] = await Promise.all([
      app.services.projects.page({ limit: projectLimits.pageSize }),
      app.services.projects.categories(),
    ]);
    if (total > 0) return { items: items.map(toGalleryCard), total, categories, source: "database" };
    return samples("sample");
  } catch (error) {
    app.log.error({ err: error }, "could not read projects for the public page");
    return samples("unavailable");
  }
}
