/** The menu's anchors, in page order. */
export const menuLinks = [
  { id: "home", label: "Home" },
  { id: "about", label: "About" },
  { id: "unique", label: "Unique" },
  { id: "projects", label: "Projects" },
  { id: "testimonials", label: "Testimonials" },
  { id: "contact", label: "Contact" },
] as const;

export type MenuLink = (typeof menuLinks)[number];

/** The résumé shipped with the site. */
export const resumeHref = "/resume.pdf";
