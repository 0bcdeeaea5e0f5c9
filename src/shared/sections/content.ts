import {
  defaultAboutContent,
  defaultContactContent,
  defaultExperienceContent,
  defaultFooterContent,
  defaultHeroContent,
  defaultProjectsContent,
  defaultServicesContent,
  defaultTestimonialsContent,
} from "./defaults.ts";
import type { ContentSection, SectionContentMap, SectionType } from "./schema.ts";

/**
 * Reading section content on the public page, without any validation library (small bundle).
 * The server has already checked every field against the schemas in `sections.ts`
 * (`normalizeSectionContent`) before the page data reaches the browser.
 */

export const defaultSectionContent: SectionContentMap = {
  hero: defaultHeroContent,
  about: defaultAboutContent,
  services: defaultServicesContent,
  experience: defaultExperienceContent,
  projects: defaultProjectsContent,
  testimonials: defaultTestimonialsContent,
  contact: defaultContactContent,
  footer: defaultFooterContent,
};

/** The first published section of `type` over its defaults; the defaults alone when there is none. */
export function sectionContent<T extends SectionType>(
  sections: readonly Pick<ContentSection, "type" | "status" | "content">[],
  type: T,
): SectionContentMap[T] {
  const section = sections.find((item) => item.type === type && item.status === "published");
  return { ...defaultSectionContent[type], ...(section?.content ?? {}) } as SectionContentMap[T];
}
