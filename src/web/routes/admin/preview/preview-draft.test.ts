import { describe, expect, it } from "vitest";
import type { PageData } from "#shared/page/page-data.ts";
import { defaultSections } from "#shared/sections/normalize.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { resolveTexts } from "#shared/texts/resolve.ts";
import { applyPreviewDraft, isPreviewMessage } from "./preview-draft.ts";

const base = (): PageData => ({
  siteConfig: defaultSiteConfig,
  components: [],
  texts: resolveTexts({}),
  sections: defaultSections("2025-01-01T00:00:00.000Z"),
  latestPosts: [],
  projects: { projects: [], source: "database" } as unknown as PageData["projects"],
});

describe("applyPreviewDraft", () => {
  it("puts the edited section first, shown even as a draft, and drops the saved copy", () => {
    const data = base();
    const hero = data.sections.find((section) => section.type === "hero");
    if (!hero) throw new Error("no hero");
    const edited = {
      ...hero,
      status: "draft" as const,
      content: { ...hero.content, mainTitle: "Draft title" },
    };
    const result = applyPreviewDraft(data, { section: edited });
    expect(result.sections[0]).toMatchObject({ id: hero.id, status: "published" });
    expect(result.sections[0]?.content.mainTitle).toBe("Draft title");
    expect(result.sections.filter((section) => section.id === hero.id)).toHaveLength(1);
    expect(result.sections).toHaveLength(data.sections.length);
  });

  it("uses the draft configuration and components and turns the loader and animations off", () => {
    const draftConfig = {
      ...defaultSiteConfig,
      site: { ...defaultSiteConfig.site, author: "Draft Author" },
      layout: { ...defaultSiteConfig.layout, showLoader: true, enableAnimations: true },
    };
    const components = [
      { id: "footer", name: "Footer", enabled: false },
    ] as unknown as PageData["components"];
    const result = applyPreviewDraft(base(), { siteConfig: draftConfig, components });
    expect(result.siteConfig.site.author).toBe("Draft Author");
    expect(result.components).toBe(components);
    expect(result.siteConfig.layout.showLoader).toBe(false);
    expect(result.siteConfig.layout.enableAnimations).toBe(false);
  });

  it("without a draft still shows the page without the loader", () => {
    const result = applyPreviewDraft(base(), {});
    expect(result.sections).toEqual(base().sections);
    expect(result.siteConfig.layout.showLoader).toBe(false);
  });
});

describe("isPreviewMessage", () => {
  it("knows the two messages and nothing else", () => {
    expect(isPreviewMessage({ type: "folio-preview:ready" })).toBe(true);
    expect(isPreviewMessage({ type: "folio-preview:draft", draft: {} })).toBe(true);
    expect(isPreviewMessage({ type: "other" })).toBe(false);
    expect(isPreviewMessage("folio-preview:ready")).toBe(false);
    expect(isPreviewMessage(null)).toBe(false);
  });
});
