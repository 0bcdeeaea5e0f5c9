import type { z } from "zod";
import { defaultSectionContent } from "./content.ts";
import {
  type ContentSection,
  type SectionContentMap,
  type SectionType,
  sectionContentSchemas,
  sectionTypes,
} from "./schema.ts";

const sectionNames: Record<SectionType, string> = {
  hero: "Hero Section",
  about: "About Me",
  services: "Services & Skills",
  experience: "Experience",
  projects: "Projects",
  testimonials: "Testimonials",
  contact: "Contact",
  footer: "Footer",
};

/** The eight sections seeded on first start, all published. */
export function defaultSections(lastModified = new Date().toISOString()): ContentSection[] {
  return sectionTypes.map((type) => ({
    id: type,
    name: sectionNames[type],
    type,
    status: "published" as const,
    content: structuredClone(defaultSectionContent[type]) as Record<string, unknown>,
    lastModified,
  }));
}

/**
 * A section's content made safe to render: each field of the type's schema that is present and
 * well-formed wins, anything else keeps its default. Unknown fields are dropped.
 */
export function normalizeSectionContent<T extends SectionType>(
  type: T,
  content: Record<string, unknown>,
): SectionContentMap[T] {
  const shape = sectionContentSchemas[type].shape as Record<string, z.ZodType>;
  const merged: Record<string, unknown> = { ...defaultSectionContent[type] };
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const parsed = fieldSchema.safeParse(content[key]);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as SectionContentMap[T];
}

/** The first published section of `type`, normalized (field by field); the defaults when there is none. */
export function resolveSectionContent<T extends SectionType>(
  sections: readonly Pick<ContentSection, "type" | "status" | "content">[],
  type: T,
): SectionContentMap[T] {
  const section = sections.find((item) => item.type === type && item.status === "published");
  return section ? normalizeSectionContent(type, section.content) : defaultSectionContent[type];
}
