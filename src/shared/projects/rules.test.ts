import { describe, expect, it } from "vitest";
import {
  categoriesOf,
  categorySuggestions,
  distinctEntries,
  includesCaseless,
  isProjectUrl,
  projectDefaults,
  shownDuration,
} from "./rules.ts";

describe("isProjectUrl", () => {
  it.each([
    "https://example.com/shot.png",
    "http://localhost:3000/demo",
    "/media/3f2a.webp",
    "/images/projects/shop.webp",
  ])("accepts %s", (value) => expect(isProjectUrl(value)).toBe(true));

  it.each([
    "javascript:alert(1)",
    "data:text/html,<p>hi</p>",
    "ftp://example.com/file",
    "//evil.example/x.png",
    "/\\evil.example/x.png",
    "/media/a\\..\\b.png",
    "/media/with space.png",
    "shop.png",
    "",
  ])("refuses %s", (value) => expect(isProjectUrl(value)).toBe(false));
});

describe("categoriesOf", () => {
  it("lists distinct non-empty categories alphabetically", () => {
    expect(
      categoriesOf([
        { category: "Web Development" },
        { category: " App Development " },
        { category: "" },
        { category: "Web Development" },
      ]),
    ).toEqual(["App Development", "Web Development"]);
  });
});

describe("distinctEntries", () => {
  it("keeps the first spelling of entries that differ only in case", () => {
    expect(distinctEntries(["React", "TypeScript", "react", "REACT", "Vite", "typescript"])).toEqual([
      "React",
      "TypeScript",
      "Vite",
    ]);
    expect(includesCaseless(["Web Development"], " web development ")).toBe(true);
    expect(includesCaseless(["Web Development"], "Web")).toBe(false);
  });
});

describe("categorySuggestions", () => {
  it("offers the spec's four on a fresh site, then the section's and the projects' own, once each", () => {
    expect(categorySuggestions(["All", "Web Development", "App Development", "UI/UX Design"], [])).toEqual([
      "Web Development",
      "App Development",
      "UI/UX Design",
      "Other",
    ]);
    expect(
      categorySuggestions(
        ["All", "Type Design", "web development"],
        [{ category: "Motion" }, { category: "Other" }],
      ),
    ).toEqual(["Web Development", "App Development", "UI/UX Design", "Other", "Type Design", "Motion"]);
  });
});

describe("shownDuration", () => {
  it("shows what the owner wrote and hides the stored default, which says nothing", () => {
    expect(shownDuration("3 months")).toBe("3 months");
    expect(shownDuration(" 3개월 ")).toBe("3개월");
    expect(shownDuration(projectDefaults.duration)).toBe("");
    expect(shownDuration("")).toBe("");
  });
});
