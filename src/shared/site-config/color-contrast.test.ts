import { describe, expect, it } from "vitest";
import { contrastRatio, parseHex, readableInk } from "./color-contrast.ts";

describe("color contrast", () => {
  it("reads 3-, 6- and 8-digit hex colours and refuses anything else", () => {
    expect(parseHex("#fff")).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex("#08afff")).toEqual({ r: 8, g: 175, b: 255 });
    expect(parseHex("#08AFFF80")).toEqual({ r: 8, g: 175, b: 255 });
    expect(parseHex("08afff")).toBeNull();
    expect(parseHex("#12345")).toBeNull();
  });

  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // The default text on the default dark background, and a known mid-grey pair.
    expect(contrastRatio("#f3f3f3", "#1e1d1d")).toBeGreaterThan(14);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it("picks the ink that reads best on a colour", () => {
    expect(readableInk("#08afff", ["#041018", "#ffffff"])).toBe("#041018");
    expect(readableInk("#5b21b6", ["#041018", "#ffffff"])).toBe("#ffffff");
    expect(readableInk("#ffe600", ["#041018", "#ffffff"])).toBe("#041018");
  });
});
