import type { ComponentEntry } from "#shared/components/schema.ts";
import type { PageData } from "#shared/page/page-data.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import { toPublicSiteConfig } from "#shared/site-config/public-config.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";

import { resolvePageTexts, type Translation } from "#shared/texts/resolve.ts";

export { livePreviewPath as previewPath } from "#shared/page/routes.ts";

/** What the editor has not saved yet: the section being edited, or the configuration and component list. */
export interface PreviewDraft {
  section?: ContentSection;
  siteConfig?: SiteConfig;
  components?: ComponentEntry[];
  /** Where the preview scrolls to: the part of the page being edited. */
  focus?: PreviewFocus;
}

/** The part of the page each section type is shown in (an element id, or the footer). */
export const sectionFocus = {
  hero: "home",
  about: "about",
  services: "unique",
  experience: "experience",
  projects: "projects",
  testimonials: "testimonials",
  contact: "contact",
  footer: "footer",
} as const satisfies Record<ContentSection["type"], string>;
export type PreviewFocus = (typeof sectionFocus)[keyof typeof sectionFocus];

/** The messages between the editor (parent) and the preview frame, same origin only. */
export type PreviewMessage =
  | { type: "folio-preview:ready" }
  | { type: "folio-preview:draft"; draft: PreviewDraft };

export function isPreviewMessage(value: unknown): value is PreviewMessage {
  if (!value || typeof value !== "object") return false;
  const type = (value as { type?: unknown }).type;
  return type === "folio-preview:ready" || type === "folio-preview:draft";
}

/**
 * The page data with the draft applied: the edited section replaces the saved one (shown even while it
 * is a draft, in front of any other section of its type), the draft configuration and component list
 * replace the saved ones (the draft's texts resolved with its language's `translation`), and the intro
 * loader and the scroll animations are off so the preview shows the page at once.
 */
export function applyPreviewDraft(data: PageData, draft: PreviewDraft, translation?: Translation): PageData {
  const siteConfig = draft.siteConfig ? toPublicSiteConfig(draft.siteConfig) : data.siteConfig;
  let sections = data.sections;
  if (draft.section) {
    const edited = { ...draft.section, status: "published" as const };
    sections = [edited, ...data.sections.filter((section) => section.id !== edited.id)];
  }
  return {
    ...data,
    components: draft.components ?? data.components,
    sections,
    texts: draft.siteConfig ? resolvePageTexts(draft.siteConfig.texts, translation) : data.texts,
    siteConfig: {
      ...siteConfig,
      layout: { ...siteConfig.layout, showLoader: false, enableAnimations: false },
    },
  };
}
