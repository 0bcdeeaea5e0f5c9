import { describe, expect, it } from "vitest";
import { scriptFontStyle } from "./page-fonts.ts";
import { parseRanges } from "./script-fonts.ts";

/** Every code point the style's `unicode-range`s cover. */
function covered(style: string): Set<number> {
  const codes = new Set<number>();
  for (const [, ranges] of style.matchAll(/unicode-range:([^}]+)\}/g))
    for (const [low, high] of parseRanges(ranges ?? ""))
      for (let code = low; code <= high; code += 1) codes.add(code);
  return codes;
}

describe("the page's script font faces", () => {
  it("cover what a Thai syllable with SARA AM is drawn with (NIKHAHIT and SARA AA too)", () => {
    const codes = covered(scriptFontStyle("ทำให้ฉัน", "th"));
    for (const code of [0x0e17, 0x0e33, 0x0e4d, 0x0e32])
      expect(codes.has(code), code.toString(16)).toBe(true);
  });

  it("gives a Latin text no style at all", () => {
    expect(scriptFontStyle("Café — naïve", "fr")).toBe("");
  });
});
