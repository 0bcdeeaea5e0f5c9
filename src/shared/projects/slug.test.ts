import { describe, expect, it } from "vitest";
import { isSlug, slugFromTitle, slugify, uniqueSlug } from "./slug.ts";

describe("slugs", () => {
  it("transliterates accents and joins words with single hyphens", () => {
    expect(slugify("Café Ölçü Tracker")).toBe("cafe-olcu-tracker");
    expect(slugify("  Straße & Søren's  App!! ")).toBe("strasse-and-soren-s-app");
    expect(slugify("Łódź — 2024 (v2)")).toBe("lodz-2024-v2");
  });

  it("transliterates Cyrillic and Greek, and falls back to the id for other scripts", () => {
    expect(slugify("Привет мир")).toBe("privet-mir");
    expect(slugify("Καλημέρα")).toBe("kalimera");
    expect(slugFromTitle("東京の地図", "Ab3_xY9zQ1")).toBe("project-ab3xy9zq");
    expect(slugFromTitle("🚀🚀", "k2")).toBe("project-k2");
    // Digits alone are not the title's name; a title without letters keeps them.
    expect(slugFromTitle("ポートフォリオ 2", "Ab3_xY9zQ1")).toBe("project-ab3xy9zq");
    expect(slugify("東京 2024 v2")).toBe("2024-v2");
    expect(slugify("2048")).toBe("2048");
  });

  it("keeps whole words within 80 characters", () => {
    const slug = slugify("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug.endsWith("-")).toBe(false);
    expect(slugify("x".repeat(120))).toHaveLength(80);
  });

  it("adds -2, -3 on a clash", () => {
    const taken = new Set(["alpha", "alpha-2"]);
    expect(uniqueSlug("alpha", (s) => taken.has(s))).toBe("alpha-3");
    expect(uniqueSlug("beta", (s) => taken.has(s))).toBe("beta");
  });

  it("tells a well-formed slug from a malformed one", () => {
    expect(isSlug("cafe-olcu-tracker")).toBe(true);
    for (const bad of ["", "Café", "a--b", "-a", "a-", "a b", "a/b", "x".repeat(81)])
      expect(isSlug(bad)).toBe(false);
  });
});
