import type { FastifyInstance } from "fastify";
import type { PageData } from "../../shared/page-data.ts";
import { getComponentList } from "../features/components/components.service.ts";
import { loadProjectsPageData } from "../features/projects/projects-page-data.ts";
import { listPublishedSections } from "../features/sections/sections.service.ts";
import { getSiteConfig } from "../features/site-config/site-config.service.ts";

/** Reads, in-process, everything the public page shows. */
export async function loadPageData(app: FastifyInstance): Promise<PageData> {
  const [siteConfig, components, sections, projects] = await Promise.all([
    getSiteConfig(app.db),
    getComponentList(app.db),
    listPublishedSections(app.db),
    loadProjectsPageData(app),
  ]);
  return { siteConfig, components, sections, projects };
}
