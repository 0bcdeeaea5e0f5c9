import { describe, expect, it } from "vitest";
import { isComponentShown } from "#shared/components/schema.ts";
import { defaultSectionContent } from "./content.ts";
import { defaultSections, normalizeSectionContent, resolveSectionContent } from "./normalize.ts";
import { sectionContentInputSchema } from "./schema.ts";

describe("content sections", () => {
  it("default sections carry the spec's texts", () => {
    const sections = defaultSections("2025-01-01T00:00:00.000Z");
    expect(sections).toHaveLength(8);
    const services = resolveSectionContent(sections, "services");
    expect(services.technologies).toHaveLength(16);
    expect(services.marquee).toHaveLength(6);
    expect(resolveSectionContent(sections, "testimonials").entries.map((entry) => entry.id)).toEqual([
      "01",
      "02",
      "03",
    ]);
    expect(resolveSectionContent(sections, "footer").thankYouMessage).toBe("Thanks for Coming");
  });

  it("resolves content field by field: well-formed fields win, others fall back", () => {
    const sections = [
      {
        type: "hero" as const,
        status: "published" as const,
        content: { mainTitle: "Code Artist", subtitle: 42 },
      },
    ];
    const hero = resolveSectionContent(sections, "hero");
    expect(hero.mainTitle).toBe("Code Artist");
    expect(hero.subtitle).toBe(defaultSectionContent.hero.subtitle);
    const draft = [{ type: "hero" as const, status: "draft" as const, content: { mainTitle: "Hidden" } }];
    expect(resolveSectionContent(draft, "hero").mainTitle).toBe(defaultSectionContent.hero.mainTitle);
  });

  it("accepts only the configuration's platforms in socialLinks, on write and on read", () => {
    const bad = { socialLinks: ["linkedin", "constructor"] };
    expect(sectionContentInputSchema.safeParse(bad).success).toBe(false);
    expect(sectionContentInputSchema.safeParse({ socialLinks: ["twitter"], extra: 1 }).success).toBe(true);
    // A list stored before the rule falls back to the default list when read.
    expect(normalizeSectionContent("contact", bad).socialLinks).toEqual(
      defaultSectionContent.contact.socialLinks,
    );
    expect(normalizeSectionContent("footer", { socialLinks: ["github"] }).socialLinks).toEqual(["github"]);
  });

  it("counts a missing entry or isActive other than false as shown", () => {
    const list = [
      { id: "about", isActive: false },
      { id: "home", isActive: true },
    ];
    expect(isComponentShown(list, "about")).toBe(false);
    expect(isComponentShown(list, "home")).toBe(true);
    expect(isComponentShown(list, "footer")).toBe(true);
  });
});
