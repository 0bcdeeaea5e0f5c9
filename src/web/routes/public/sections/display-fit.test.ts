import { describe, expect, it } from "vitest";
import { displayWidthEm, widestWordEm } from "./display-fit.ts";

describe("display-fit", () => {
  it("adds up the display face's measured capitals", () => {
    expect(displayWidthEm("MI")).toBeCloseTo(1.31);
    expect(displayWidthEm("technologist")).toBeCloseTo(displayWidthEm("TECHNOLOGIST"));
  });

  it("counts accented letters as their base letter and an emoji sequence as one wide glyph", () => {
    expect(displayWidthEm("É")).toBeCloseTo(displayWidthEm("E"));
    expect(displayWidthEm("👩‍💻")).toBeCloseTo(1.2);
    expect(displayWidthEm("🇵🇹")).toBeCloseTo(1.2);
  });

  it("takes the widest word, since the headings wrap only between words", () => {
    expect(widestWordEm("Creative Technologist")).toBeCloseTo(displayWidthEm("TECHNOLOGIST"));
    expect(widestWordEm("")).toBe(1);
    expect(widestWordEm("  A  ")).toBe(1);
  });
});
