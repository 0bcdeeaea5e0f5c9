/** The groups of the interface texts (the owner's Texts panel shows them in this order) and one text's shape. */
export const textGroups = {
  page: "Page",
  menu: "Header and menu",
  hero: "Hero",
  about: "About",
  sections: "Section headings",
  gallery: "Projects gallery",
  project: "Project details",
  testimonials: "Testimonials",
  contact: "Contact",
  form: "Contact form",
  formErrors: "Contact form messages",
  footer: "Footer",
  notFound: "Not-found and error pages",
  resume: "Résumé (web page and PDF)",
  writing: "Writing (posts)",
  testimonialForm: "Testimonial request page",
  privateProject: "Private project page",
  mail: "E-mails to visitors",
} as const;
export type TextGroup = keyof typeof textGroups;

export interface TextEntry {
  group: TextGroup;
  /** What the text is, for the owner's Texts panel. */
  label: string;
  default: string;
}

export const entry = (group: TextGroup, label: string, text: string): TextEntry => ({
  group,
  label,
  default: text,
});
