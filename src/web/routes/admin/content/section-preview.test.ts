import { describe, expect, it } from "vitest";
import { defaultSections } from "#shared/sections/normalize.ts";
import { matchesSearch, sectionPreview, truncate } from "./section-preview.ts";

describe("section cards", () => {
  const sections = defaultSections("2026-01-01T00:00:00.000Z");
  const about = sections.find((section) => section.type === "about");

  it("cuts the about text preview at 100 characters", () => {
    if (!about) throw new Error("no about section");
    const long = { ...about, content: { ...about.content, description: "x".repeat(250) } };
    expect(sectionPreview(long)).toBe(`${"x".repeat(100)}...`);
    const short = { ...about, content: { ...about.content, description: "Short." } };
    expect(sectionPreview(short)).toBe("Short.");
  });

  it("searches names and types, ignoring case", () => {
    if (!about) throw new Error("no about section");
    expect(matchesSearch(about, "ABOUT")).toBe(true);
    expect(matchesSearch(about, "")).toBe(true);
    expect(matchesSearch(about, "zzz-not-there")).toBe(false);
  });

  it("truncates only long text", () => {
    expect(truncate("abc", 5)).toBe("abc");
    expect(truncate("abcdef", 3)).toBe("abc...");
  });
});
