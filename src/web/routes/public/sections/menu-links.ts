/** The menu's anchors, in page order, each with the key of its label among the interface texts. */
export const menuLinks = [
  { id: "home", label: "menu.home" },
  { id: "about", label: "menu.about" },
  { id: "unique", label: "menu.unique" },
  { id: "projects", label: "menu.projects" },
  { id: "testimonials", label: "menu.testimonials" },
  { id: "contact", label: "menu.contact" },
] as const;

export type MenuLink = (typeof menuLinks)[number];

/** The résumé shipped with the site. */
export const resumeHref = "/resume.pdf";
