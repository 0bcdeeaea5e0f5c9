import { describe, expect, it } from "vitest";
import { cutText, firstGrapheme, graphemes } from "./graphemes.ts";

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("graphemes", () => {
  it("keeps emoji sequences, flags and combining accents whole", () => {
    expect(graphemes("a👩‍💻🇸🇪e\u0301")).toEqual(["a", "👩‍💻", "🇸🇪", "e\u0301"]);
  });

  it("gives the first character of a word, never half of one", () => {
    expect(firstGrapheme("👩‍💻 Creative")).toBe("👩‍💻");
    expect(firstGrapheme("Åsa")).toBe("Å");
    expect(firstGrapheme("")).toBe("");
  });
});

describe("cutText", () => {
  it("leaves a text within the limit as it is", () => {
    expect(cutText("Hej då", 6)).toBe("Hej då");
  });

  it("cuts before a character the limit would split", () => {
    // '🚀' is two UTF-16 units: a limit of 3 falls inside it.
    expect(cutText("ab🚀c", 3)).toBe("ab");
    expect(cutText("ab🚀c", 4)).toBe("ab🚀");
    // '👩‍💻' is five units: any limit inside it keeps none of it.
    expect(cutText("x👩‍💻", 4)).toBe("x");
    expect(cutText("e\u0301e\u0301", 3)).toBe("e\u0301");
  });

  it("never leaves half a surrogate pair, whatever the limit", () => {
    const text = "🎨 Design 👩‍💻 Creative 🚀 ✨🇵🇹 🧑🏽‍🚀".repeat(3);
    for (let max = 0; max <= text.length; max += 1) {
      const cut = cutText(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(text.startsWith(cut)).toBe(true);
      expect(loneSurrogate.test(cut), `limit ${max}`).toBe(false);
    }
  });
});
