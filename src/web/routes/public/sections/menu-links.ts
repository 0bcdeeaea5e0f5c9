import type { PageData } from "#shared/page/page-data.ts";
import { anchorPlace, isAnchorShown } from "#shared/page/visibility.ts";

/** The menu's anchors, in page order, each with the key of its label among the interface texts. */
export const menuLinks = [
  { id: "home", label: "menu.home" },
  { id: "about", label: "menu.about" },
  { id: "unique", label: "menu.unique" },
  { id: "projects", label: "menu.projects" },
  { id: "testimonials", label: "menu.testimonials" },
  { id: "writing", label: "menu.writing" },
  { id: "contact", label: "menu.contact" },
] as const;

export type MenuLink = (typeof menuLinks)[number];

/**
 * The links the menu shows, in the page's order (decision 063): those whose section is shown, and
 * Writing only while there are posts to show.
 */
export function shownMenuLinks({ components, latestPosts }: Pick<PageData, "components" | "latestPosts">) {
  return menuLinks
    .filter((link) => isAnchorShown(components, link.id))
    .filter((link) => link.id !== "writing" || latestPosts.length > 0)
    .map((link, index) => ({ link, index, place: anchorPlace(components, link.id) }))
    .sort((a, b) => a.place - b.place || a.index - b.index)
    .map(({ link }) => link);
}

/** The résumé visitors download (decision 097): the owner's upload, the generated one, or the sample. */
export const resumeHref = "/resume.pdf";
/** Its web version, linked from the menu when the owner turns that on. */
export const resumePageHref = "/resume";
