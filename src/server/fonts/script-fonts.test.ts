import { openSync } from "fontkit";
import { describe, expect, it } from "vitest";
import { everyFontFace, fontsFor, hasFontFor } from "./script-fonts.ts";

describe("the fonts for every script", () => {
  it("reads every file of the catalogue with fontkit, as the PDF does, and each holds characters of its range", () => {
    const unreadable: string[] = [];
    for (const face of everyFontFace())
      for (const weight of face.weights) {
        try {
          const font = openSync(face.file(weight));
          // Google's slices declare ranges wider than their files hold: some character of them is enough.
          const holds = (code: number) => "hasGlyphForCodePoint" in font && font.hasGlyphForCodePoint(code);
          const held = face.ranges.some(([low, high]) => {
            for (let code = low; code <= high; code += 1) if (holds(code)) return true;
            return false;
          });
          if (!held) unreadable.push(`${face.family} ${weight}: none of its characters`);
        } catch (error) {
          unreadable.push(`${face.family} ${weight}: ${(error as Error).message}`);
        }
      }
    expect(unreadable).toEqual([]);
  }, 60_000);

  it("chooses no font for the invisible parts of emoji sequences, and the Han forms of the site's language first", () => {
    expect(fontsFor("❤️ 1️⃣ 👩‍💻", "en").text.map((face) => face.family)).toEqual(["Inter latin"]);
    expect(hasFontFor("\ufe0f")).toBe(false);
    expect(fontsFor("漢", "ja").text[1]?.family).toMatch(/^Noto Sans JP /);
    expect(fontsFor("漢", "zh-Hans").text[1]?.family).toMatch(/^Noto Sans SC /);
    expect(fontsFor("漢", "ko").text[1]?.family).toMatch(/^Noto Sans KR /);
  });
});
