import type { FastifyInstance } from "fastify";
import { renderMarkdown } from "#server/features/markdown/render-markdown.ts";
import type { PageData } from "#shared/page/page-data.ts";
import type { ProjectPageData } from "#shared/projects/project-page.ts";
import type { Project } from "#shared/projects/schema.ts";
import { loadPageData } from "./page-data.ts";

/** The sections a project page shows around its case study: the footer's (the header needs none). */
const shownSections = new Set(["footer"]);

/**
 * Everything a project's page shows: the public page's configuration, components, texts and footer
 * (not its sections or gallery), and the project with its write-up rendered to safe HTML, its
 * neighbours, and whether it is the owner's preview.
 */
export async function loadProjectPageData(
  app: FastifyInstance,
  project: Project,
  preview: boolean,
): Promise<PageData & { projectPage: ProjectPageData }> {
  const { media, projects } = app.services;
  const [data, neighbours, bodyHtml] = await Promise.all([
    loadPageData(app, { preview }),
    projects.neighbours(project.id),
    renderMarkdown(project.body, {
      imageSize: async (src) => {
        const asset = (await media.imageAssets([src])).get(src);
        return asset ? { width: asset.width, height: asset.height } : undefined;
      },
    }),
  ]);
  return {
    ...data,
    sections: data.sections.filter((section) => shownSections.has(section.type)),
    projects: { ...data.projects, items: [] },
    projectPage: { project, bodyHtml, ...neighbours, preview },
  };
}

/** The data as the page embeds it: the write-up is in the markup already, so not twice. */
export function embeddedProjectData(data: PageData & { projectPage: ProjectPageData }): PageData {
  return { ...data, projectPage: { ...data.projectPage, bodyHtml: "" } };
}
