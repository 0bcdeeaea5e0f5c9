import type { ComponentEntry } from "#shared/components/schema.ts";
import type { PostPageData, PostTeaser, WritingPageData } from "#shared/posts/post-page.ts";
import type { ProjectPageData } from "#shared/projects/project-page.ts";
import type { ProjectsPageData } from "#shared/projects/schema.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import type { PublicSiteConfig } from "#shared/site-config/public-config.ts";
import type { PageTextMap } from "#shared/texts/catalogue.ts";

/**
 * Everything the public page needs, read in-process by the server, embedded in the HTML as JSON
 * and read back by the browser when it hydrates: only what visitors' code reads, through each part's
 * presenter (decision 131). Each feature adds its part here.
 */
export interface PageData {
  /** What visitors' code reads of the site configuration (layout switches, contact, language, name). */
  siteConfig: PublicSiteConfig;
  /** The component visibility list. */
  components: ComponentEntry[];
  /** Published content sections, in the owner's order. */
  sections: ContentSection[];
  /** Active projects for the gallery (or the sample projects, with the reason). */
  projects: ProjectsPageData;
  /** The interface texts: the owner's (`siteConfig.texts`) over the defaults (decision 072). */
  texts: PageTextMap;
  /** The menu links the résumé's web version (`/resume`) too: the owner's choice in the Résumé panel. */
  resumePage?: boolean;
  /**
   * The newest published posts, for the Writing section of `/` and its menu link; empty when there
   * is none or the section is hidden.
   */
  latestPosts: PostTeaser[];
  /** On a project's own page (`/projects/:slug`): that project (decision 101). */
  projectPage?: ProjectPageData;
  /** On a post's page (`/writing/:slug`): that post (decision 159). */
  postPage?: PostPageData;
  /** On the list of posts (`/writing`). */
  writingPage?: WritingPageData;
}

/** The id of the `<script type="application/json">` element that carries PageData. */
export const pageDataElementId = "folio-page-data";
