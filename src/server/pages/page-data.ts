import type { FastifyInstance } from "fastify";
import { loadProjectsPageData } from "#server/features/projects/projects-page-data.ts";
import { sitePageTexts } from "#server/features/site-config/site-texts.ts";
import { isComponentShown } from "#shared/components/rules.ts";
import type { PageData } from "#shared/page/page-data.ts";
import { sectionsShown } from "#shared/page/visibility.ts";
import { latestPostsShown } from "#shared/posts/post-page.ts";
import { normalizeSectionContent } from "#shared/sections/normalize.ts";
import type { SectionType } from "#shared/sections/schema.ts";
import { toPublicSiteConfig } from "#shared/site-config/public-config.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";

/**
 * A section's content as visitors get it: the Projects section's `categories` is the owner's list (what
 * the project form offers, drafts' categories included) and stays with the owner; the gallery's filters
 * come from the published projects.
 */
function visitorsContent(type: SectionType, content: Record<string, unknown>): Record<string, unknown> {
  const safe = normalizeSectionContent(type, content) as unknown as Record<string, unknown>;
  if (type !== "projects") return safe;
  const { categories: _ownersList, ...shown } = safe;
  return shown;
}

/**
 * A page as the server makes it: `data`, what visitors' code gets (embedded in the page, rendered by
 * React), and the whole `siteConfig`, which the head (SEO, theme, trackers' tags) reads on the server.
 */
export interface LoadedPage {
  data: PageData;
  siteConfig: SiteConfig;
}

/**
 * Reads, in-process, everything the public page shows (drafts too in the owner's preview), through the
 * services the app built once at start.
 */
export async function loadPageData(
  app: FastifyInstance,
  options: { preview?: boolean } = {},
): Promise<LoadedPage> {
  const {
    siteConfig: siteConfigService,
    components: componentsService,
    sections: sectionsService,
  } = app.services;
  const [siteConfig, components, sections, projects, resumePage, latestPosts] = await Promise.all([
    siteConfigService.get(),
    componentsService.list(),
    // The owner's preview (/?preview=1) shows draft sections too.
    options.preview ? sectionsService.listPreview() : sectionsService.listPublished(),
    loadProjectsPageData(app),
    app.services.resume.showsInMenu(),
    app.services.posts.latest(latestPostsShown),
  ]);
  // Checked here, field by field, so the browser can render the content without a validator. A section
  // only hidden components display is left out: hidden means not shipped either.
  const safeSections = sectionsShown(components, sections).map((section) => ({
    ...section,
    content: visitorsContent(section.type, section.content),
  }));
  return {
    data: {
      siteConfig: toPublicSiteConfig(siteConfig),
      components,
      sections: safeSections,
      projects,
      texts: sitePageTexts(siteConfig),
      resumePage,
      // Hidden means not shipped either: no section, no menu link.
      latestPosts: isComponentShown(components, "writing") ? latestPosts : [],
    },
    siteConfig,
  };
}
