import { describe, expect, it } from "vitest";
import { fillText, formatIndex, formatList } from "./fill.ts";

describe("interface text helpers", () => {
  it("fills placeholders and leaves unknown ones", () => {
    expect(fillText("{count} of {total} ({other})", { count: 3, total: 10 })).toBe("3 of 10 ({other})");
  });

  it("writes indexes as each language's number format does, padded or not", () => {
    const languages = [
      "en",
      "sv",
      "de-CH",
      "ar",
      "ar-EG",
      "fa",
      "ps",
      "ckb",
      "bn",
      "mr",
      "ne",
      "my",
      "hi",
      "zh",
    ];
    for (const language of languages)
      for (const digits of [1, 2])
        for (const value of [0, 1, 7, 10, 42, 120]) {
          const expected = new Intl.NumberFormat(language, {
            minimumIntegerDigits: digits,
            useGrouping: false,
          }).format(value);
          expect(formatIndex(language, value, digits), `${language} ${value} (${digits})`).toBe(expected);
        }
    expect(formatIndex("fa", 3)).toBe("۰۳");
    expect(formatIndex("sv", 3)).toBe("03");
  });

  it("writes plain digits for a language that is not a tag", () => {
    expect(formatIndex("not a language!", 4)).toBe("04");
  });
});

describe("formatList", () => {
  it("joins a list as the site language writes one", () => {
    const items = ["React", "Node.js", "TypeScript"];
    expect(formatList("en", items)).toBe("React, Node.js, TypeScript");
    expect(formatList("ja", items)).toBe("React、Node.js、TypeScript");
    expect(formatList("zh", items)).toBe("React、Node.js、TypeScript");
    expect(formatList("ar", items)).not.toContain(", ");
    expect(formatList("de", items)).toBe("React, Node.js und TypeScript");
    expect(formatList("not a language!", items)).toBe("React, Node.js, TypeScript");
    expect(formatList("en", ["One"])).toBe("One");
  });
});
