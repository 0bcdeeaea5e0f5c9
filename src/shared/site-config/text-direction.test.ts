import { describe, expect, it } from "vitest";
import { textDirection } from "./text-direction.ts";

describe("textDirection", () => {
  it("is right to left for Arabic, Hebrew, Persian and Urdu, in any case and region", () => {
    for (const tag of ["ar", "ar-EG", "he", "HE-il", "fa", "ur-PK", "yi"])
      expect(textDirection(tag), tag).toBe("rtl");
  });
  it("is left to right for other languages", () => {
    for (const tag of ["en", "sv-SE", "zh-Hans", "ja", "de-CH", "hi"])
      expect(textDirection(tag), tag).toBe("ltr");
  });
  it("follows the script subtag when there is one", () => {
    expect(textDirection("ku-Arab")).toBe("rtl");
    expect(textDirection("ku-Latn")).toBe("ltr");
    expect(textDirection("az-Arab-IR")).toBe("rtl");
    expect(textDirection("pa-Guru")).toBe("ltr");
  });
});
