import { describe, expect, it } from "vitest";
import { sampleProjects } from "#shared/projects/samples.ts";
import type { Project } from "#shared/projects/schema.ts";
import { filterByCategory, galleryCategories, pageCount, pageOf, pageWindow } from "./gallery.ts";

const project = (id: number, category: string): Project => ({
  ...(sampleProjects[0] as Project),
  id: `p${id}`,
  category,
});

describe("gallery rules", () => {
  const projects = [project(1, "Web"), project(2, "App"), project(3, "Web"), project(4, " ")];

  it("offers All plus the distinct non-empty categories", () => {
    expect(galleryCategories(projects, "database")).toEqual(["All", "App", "Web"]);
  });

  it("offers the page's fallback list with the samples, so a category can be empty", () => {
    for (const source of ["sample", "unavailable"] as const) {
      expect(galleryCategories(sampleProjects, source)).toEqual([
        "All",
        "App Development",
        "Web Development",
      ]);
    }
    expect(filterByCategory(sampleProjects, "App Development")).toEqual([]);
    expect(filterByCategory(sampleProjects, "Web Development")).toHaveLength(sampleProjects.length);
  });

  it("filters by category, All keeping everything", () => {
    expect(filterByCategory(projects, "Web").map((p) => p.id)).toEqual(["p1", "p3"]);
    expect(filterByCategory(projects, "All")).toHaveLength(4);
  });

  it("splits into pages of 6", () => {
    const eight = Array.from({ length: 8 }, (_, i) => i);
    expect(pageCount(8)).toBe(2);
    expect(pageCount(6)).toBe(1);
    expect(pageCount(0)).toBe(0);
    expect(pageOf(eight, 1)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pageOf(eight, 2)).toEqual([6, 7]);
  });
});

describe("the pagination's page numbers", () => {
  it("shows every page up to 7, then 7 slots with the first, the last and the current page's neighbours", () => {
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(1, 167)).toEqual([1, 2, 3, 4, 5, "gap", 167]);
    expect(pageWindow(4, 167)).toEqual([1, 2, 3, 4, 5, "gap", 167]);
    expect(pageWindow(5, 167)).toEqual([1, "gap", 4, 5, 6, "gap", 167]);
    expect(pageWindow(164, 167)).toEqual([1, "gap", 163, 164, 165, 166, 167]);
    expect(pageWindow(167, 167)).toEqual([1, "gap", 163, 164, 165, 166, 167]);
    for (let page = 1; page <= 40; page++) {
      const shown = pageWindow(page, 40);
      expect(shown).toHaveLength(7);
      expect(shown).toContain(page);
    }
  });
});
