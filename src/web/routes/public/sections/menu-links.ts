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

/** The résumé visitors download (decision 097): the owner's upload, the generated one, or the sample. */
export const resumeHref = "/resume.pdf";
/** Its web version, linked from the menu when the owner turns that on. */
export const resumePageHref = "/resume";
