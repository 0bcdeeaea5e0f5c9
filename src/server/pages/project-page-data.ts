import type { FastifyInstance } from "fastify";
import { mediaImageSizes } from "#server/features/markdown/media-image-sizes.ts";
import type { PageData } from "#shared/page/page-data.ts";
import type { ProjectPageData } from "#shared/projects/project-page.ts";
import type { Project } from "#shared/projects/schema.ts";
import type { CacheDependencies } from "./cache-scope.ts";
import { type LoadedPage, loadPageData } from "./page-data.ts";
import { renderWriteUp } from "./write-up-html.ts";

/** The sections a project page shows around its case study: the footer's (the header needs none). */
const shownSections = new Set(["footer"]);

/**
 * Everything a project's page shows: the public page's configuration, components, texts and footer
 * (not its sections or gallery), and the project with its write-up rendered to safe HTML, its
 * neighbours, and whether it is the owner's preview; and which projects it shows (`dependsOn`).
 */
export async function loadProjectPageData(
  app: FastifyInstance,
  project: Project,
  preview: boolean,
): Promise<LoadedPage & { data: PageData & { projectPage: ProjectPageData }; dependsOn: CacheDependencies }> {
  const { media, projects, github } = app.services;
  const [{ data, siteConfig }, { previous, next }, bodyHtml, githubFacts] = await Promise.all([
    loadPageData(app, { preview }),
    projects.neighbours(project.id),
    renderWriteUp(project.body, mediaImageSizes(media)),
    github.pageFacts(project.id),
  ]);
  const link = (neighbour: typeof previous) => neighbour && { slug: neighbour.slug, title: neighbour.title };
  return {
    data: {
      ...data,
      sections: data.sections.filter((section) => shownSections.has(section.type)),
      projects: { ...data.projects, items: [] },
      projectPage: {
        project,
        bodyHtml,
        github: githubFacts,
        previous: link(previous),
        next: link(next),
        preview,
      },
    },
    siteConfig,
    // The page shows its neighbours' titles in its links: an edit of one of them changes it too.
    dependsOn: { projects: [project.id, ...[previous, next].flatMap((n) => (n ? [n.id] : []))] },
  };
}
