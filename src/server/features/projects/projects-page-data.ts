import type { FastifyInstance } from "fastify";
import { sampleProjects } from "#shared/projects/samples.ts";
import type { ProjectsPageData } from "#shared/projects/schema.ts";

/**
 * The gallery's page data, read in-process: the active projects in gallery order, or the sample projects
 * when there are none ("sample") or the database cannot be read ("unavailable", logged).
 */
export async function loadProjectsPageData(app: FastifyInstance): Promise<ProjectsPageData> {
  try {
    const items = await app.services.projects.list({});
    if (items.length > 0) return { items, source: "database" };
    return { items: [...sampleProjects], source: "sample" };
  } catch (error) {
    app.log.error({ err: error }, "could not read projects for the public page");
    return { items: [...sampleProjects], source: "unavailable" };
  }
}
