import { defaultSectionContent } from "#shared/sections/content.ts";
import { normalizeSectionContent } from "#shared/sections/normalize.ts";
import { type ContentSection, type SectionType, sectionContentSchemas } from "#shared/sections/schema.ts";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Sections whose sample is only some fields: the gallery's headings ("PROJECTS I WORKED ON 24-25") are
 * the sample's words; its categories and featured projects are the gallery's workings, and the gallery
 * itself is always shown (its sample projects give way to the owner's first one).
 */
const sampleFieldsOnly: Partial<Record<SectionType, string[]>> = {
  projects: ["title", "subtitle", "description"],
};

/** What of a published section is still the sample developer's: all of it, some fields, or nothing. */
export function sampleInSection(section: ContentSection): { whole: boolean; fields: string[] } {
  if (section.status !== "published") return { whole: false, fields: [] };
  const sample = defaultSectionContent[section.type] as Record<string, unknown>;
  const content = normalizeSectionContent(section.type, section.content as Record<string, unknown>) as Record<
    string,
    unknown
  >;
  const only = sampleFieldsOnly[section.type];
  if (!only && same(content, normalizeSectionContent(section.type, sample)))
    return { whole: true, fields: [] };
  const fields = (only ?? Object.keys(sample)).filter((key) => {
    const value = content[key];
    const empty = typeof value === "string" ? value === "" : Array.isArray(value) ? value.length === 0 : true;
    return !empty && same(value, sample[key]) && clearedContent(section.type, content, key) !== undefined;
  });
  return { whole: false, fields };
}

/** `content` with `key` emptied ("" or []), if the type's schema takes it so; undefined when it does not. */
function clearedContent(
  type: SectionType,
  content: Record<string, unknown>,
  key: string,
): Record<string, unknown> | undefined {
  const value = content[key];
  const empty = typeof value === "string" ? "" : Array.isArray(value) ? [] : undefined;
  if (empty === undefined) return undefined;
  const cleared = { ...content, [key]: empty };
  return sectionContentSchemas[type].safeParse(cleared).success ? cleared : undefined;
}

/** The section's content with every field still at the sample's value emptied (where the schema allows). */
export function withoutSampleFields(section: ContentSection, fields: string[]): Record<string, unknown> {
  let content = normalizeSectionContent(section.type, section.content as Record<string, unknown>) as Record<
    string,
    unknown
  >;
  for (const key of fields) content = clearedContent(section.type, content, key) ?? content;
  return content;
}
