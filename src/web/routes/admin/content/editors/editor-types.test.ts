import { describe, expect, it } from "vitest";
import { defaultSectionContent } from "#shared/sections/content.ts";
import { ratingMessage } from "#shared/sections/schema.ts";
import { contentErrors, objectList } from "./editor-types.ts";

describe("section editor helpers", () => {
  it("accepts every default content as it is", () => {
    for (const [type, content] of Object.entries(defaultSectionContent)) {
      expect(
        contentErrors(type as keyof typeof defaultSectionContent, content as Record<string, unknown>),
      ).toEqual({});
    }
  });

  it("names each wrong field by its path, with the schema's message", () => {
    const testimonials = structuredClone(defaultSectionContent.testimonials);
    const entries = testimonials.entries.map((entry, index) =>
      index === 0 ? { ...entry, rating: 7 } : entry,
    );
    expect(contentErrors("testimonials", { ...testimonials, entries })).toEqual({
      "entries.0.rating": ratingMessage,
    });
    const footer = { ...defaultSectionContent.footer, socialLinks: ["myspace"] };
    expect(Object.keys(contentErrors("footer", footer))).toEqual(["socialLinks.0"]);
  });

  it("reads a list of objects field by field, a malformed entry as an empty one", () => {
    const empty = () => ({ text: "", url: "", tags: [] as string[] });
    expect(
      objectList({ links: [{ text: "Home", url: 4, tags: ["a", 2] }, "nonsense"] }, "links", empty),
    ).toEqual([
      { text: "Home", url: "", tags: ["a"] },
      { text: "", url: "", tags: [] },
    ]);
    expect(objectList({ links: "no" }, "links", empty)).toEqual([]);
  });
});
