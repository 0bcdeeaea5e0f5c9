import { type SectionType, sectionContentSchemas } from "./schema.ts";

/**
 * The keys of a section's content that its type does not have (e.g. `content.subtitel` on a hero):
 * the page would never show them, so a write naming one is refused instead of storing it unseen.
 * Only the top level is checked; each field's own shape is checked when the page reads it.
 */
export function unknownContentFields(
  type: SectionType,
  content: Record<string, unknown> | undefined,
): string[] {
  if (!content) return [];
  const known = sectionContentSchemas[type].shape as Record<string, unknown>;
  return Object.keys(content)
    .filter((key) => !Object.hasOwn(known, key))
    .map((key) => `content.${key}`);
}
