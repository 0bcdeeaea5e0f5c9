import type { ContentSection } from "#shared/sections/schema.ts";
import { aboutPreviewLength } from "#shared/sections/write-schema.ts";

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

export function truncate(value: string, length: number): string {
  return value.length > length ? `${value.slice(0, length).trimEnd()}...` : value;
}

/** One line of what a section says, for its card. The about text is cut at 100 characters. */
export function sectionPreview(section: ContentSection): string {
  const content = section.content;
  switch (section.type) {
    case "hero":
      return [text(content.mainTitle), text(content.subtitle)].filter(Boolean).join(" — ");
    case "about":
      return truncate(text(content.description) || text(content.introduction), aboutPreviewLength);
    case "services":
    case "projects":
      return truncate([text(content.title), text(content.description)].filter(Boolean).join(" — "), 140);
    case "testimonials":
      return `${Array.isArray(content.entries) ? content.entries.length : 0} testimonials`;
    case "experience":
      return `${Array.isArray(content.experiences) ? content.experiences.length : 0} experience entries`;
    case "contact":
      return truncate(text(content.text) || text(content.title), 140);
    case "footer":
      return truncate(
        [text(content.thankYouMessage), text(content.copyright)].filter(Boolean).join(" · "),
        140,
      );
    default:
      return "";
  }
}

/** Whether a section matches the search box (name, type or preview text, case-insensitive). */
export function matchesSearch(section: ContentSection, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [section.name, section.type, sectionPreview(section)].some((value) =>
    value.toLowerCase().includes(needle),
  );
}
