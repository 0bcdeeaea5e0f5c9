import type { Project } from "./schema.ts";

/** A neighbour in the gallery's order: the previous and next project links. */
export interface ProjectNeighbour {
  slug: string;
  title: string;
}

/**
 * The project page's part of PageData (`/projects/:slug`): the project, its write-up as safe HTML
 * rendered on the server, its neighbours and whether this is the owner's preview of a draft. The
 * write-up's HTML is in the page's markup only: the embedded copy of the data leaves it out and the
 * browser reads it back from the markup when it hydrates.
 */
/** The repository an imported project came from, as of GitHub's last answer (decision 140). */
export interface ProjectGithubFacts {
  stars: number;
  pushedAt: string | null;
  url: string;
}

export interface ProjectPageData {
  project: Project;
  bodyHtml: string;
  /** The GitHub repository's stars and last push, for a project imported from it. */
  github: ProjectGithubFacts | null;
  previous: ProjectNeighbour | null;
  next: ProjectNeighbour | null;
  preview: boolean;
}

/** The id of the element that holds the rendered write-up. */
export const writeUpElementId = "project-writeup";

/** Where "Back to projects" returns to: the gallery's filter and the page's scroll, kept by `/`. */
export const galleryReturnKey = "folio:gallery-return";
export interface GalleryReturn {
  category: string;
  page: number;
  scrollY: number;
}
