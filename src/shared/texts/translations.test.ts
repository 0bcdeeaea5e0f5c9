import { describe, expect, it } from "vitest";
import { isTextKey, textCatalogue, textKeys } from "./catalogue.ts";
import { loadTranslation, translationLanguage, translationLoaders } from "./translations.ts";

const placeholders = (text: string) => [...text.matchAll(/\{[a-z]+\}/gi)].map(([name]) => name).sort();
const marks = (text: string) => [...text].filter((character) => character === "*").length;

describe("the interface texts' translations", () => {
  for (const language of Object.keys(translationLoaders)) {
    it(`${language}: every catalogue text is there, with the same placeholders and marks`, async () => {
      const translation = (await loadTranslation(language)) ?? {};
      const problems: string[] = [];
      for (const [key, text] of Object.entries(translation)) {
        if (!isTextKey(key)) {
          problems.push(`${key}: not a text of the catalogue`);
          continue;
        }
        const english = textCatalogue[key].default;
        if (text !== text.trim() || text === "") problems.push(`${key}: empty or padded with spaces`);
        if (placeholders(text).join() !== placeholders(english).join())
          problems.push(`${key}: placeholders ${placeholders(text)} instead of ${placeholders(english)}`);
        if (marks(text) !== marks(english))
          problems.push(`${key}: ${marks(text)} * marks, English has ${marks(english)}`);
      }
      expect(problems).toEqual([]);
      // Every text is in every language the site offers: a visitor reads none in English by mistake.
      const missing = textKeys.filter((key) => !(key in translation));
      expect(missing, `${language} lacks ${missing.length} texts`).toEqual([]);
    });
  }

  it("takes the primary language of the site's language tag", () => {
    expect(translationLanguage("fr")).toBe("fr");
    expect(translationLanguage("pt-BR")).toBe("pt");
    expect(translationLanguage("zh-Hans-CN")).toBe("zh");
    expect(translationLanguage("zh-CN")).toBe("zh");
    expect(translationLanguage("zh-TW")).toBeUndefined();
    expect(translationLanguage("zh-Hant")).toBeUndefined();
    expect(translationLanguage("en")).toBeUndefined();
    expect(translationLanguage("fi")).toBeUndefined();
  });
});
