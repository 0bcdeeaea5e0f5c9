import { describe, expect, it } from "vitest";
import { caseStudyLimits } from "#shared/projects/case-study.ts";
import { filesThatFit, galleryFileProblem, missingAlt, reordered } from "./gallery-list.ts";

describe("gallery list helpers", () => {
  it("counts the images without alt text (blank counts as missing)", () => {
    expect(
      missingAlt([
        { src: "/media/a.png", alt: "", caption: "" },
        { src: "/media/b.png", alt: "  ", caption: "x" },
        { src: "/media/c.png", alt: "Login screen", caption: "" },
      ]),
    ).toBe(2);
  });

  it("refuses files that are not images or too large, with their names", () => {
    expect(galleryFileProblem({ name: "notes.pdf", type: "application/pdf", size: 10 })).toBe(
      "notes.pdf is not an image.",
    );
    expect(galleryFileProblem({ name: "huge.png", type: "image/png", size: 1e12 })).toMatch(
      /^huge.png is larger than \d+ MB.$/,
    );
    expect(galleryFileProblem({ name: "ok.webp", type: "image/webp", size: 1000 })).toBeNull();
  });

  it("keeps the gallery within its limit and says how many files were left out", () => {
    const max = caseStudyLimits.galleryMax;
    expect(filesThatFit(["a", "b", "c"], max - 1)).toEqual({
      accepted: ["a"],
      refused: `The gallery holds at most ${max} images: 2 files were not added.`,
    });
    expect(filesThatFit(["a"], 0)).toEqual({ accepted: ["a"], refused: null });
  });

  it("reorders images by their keys", () => {
    expect(reordered(["A", "B", "C"], ["k1", "k2", "k3"], ["k3", "k1", "k2"])).toEqual(["C", "A", "B"]);
  });
});
