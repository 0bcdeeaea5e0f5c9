import type { FastifyInstance } from "fastify";
import { getComponentList } from "#server/features/components/components.service.ts";
import { loadProjectsPageData } from "#server/features/projects/projects-page-data.ts";
import { listPublishedSections } from "#server/features/sections/sections.service.ts";
import { listPreviewSections } from "#server/features/sections/sections-write.service.ts";
import { getSiteConfig } from "#server/features/site-config/site-config.service.ts";
import type { PageData } from "#shared/page/page-data.ts";
import { sectionsShown } from "#shared/page-visibility.ts";
import { normalizeSectionContent } from "#shared/sections/schema.ts";

/** Reads, in-process, everything the public page shows (drafts too in the owner's preview). */
export async function loadPageData(
  app: FastifyInstance,
  options: { preview?: boolean } = {},
): Promise<PageData> {
  const [siteConfig, components, sections, projects] = await Promise.all([
    getSiteConfig(app.db),
    getComponentList(app.db),
    // The owner's preview (/?preview=1) shows draft sections too.
    options.preview ? listPreviewSections(app.db) : listPublishedSections(app.db),
    loadProjectsPageData(app),
  ]);
  // Checked here, field by field, so the browser can render the content without a validator. A section
  // only hidden components display is left out: hidden means not shipped either.
  const safeSections = sectionsShown(components, sections).map((section) => ({
    ...section,
    content: normalizeSectionContent(section.type, section.content) as unknown as Record<string, unknown>,
  }));
  return { siteConfig, components, sections: safeSections, projects };
}
