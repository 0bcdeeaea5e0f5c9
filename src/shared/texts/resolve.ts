import {
  type PageTextMap,
  serverTextGroups,
  type TextKey,
  type Texts,
  textCatalogue,
  textKeys,
} from "./catalogue.ts";

/**
 * One language's words for the interface texts (translations.ts, decision 148). A text a translation
 * leaves out falls back to the English default, and the owner's Texts panel says which.
 */
export type Translation = Partial<Record<TextKey, string>>;

/**
 * The owner's texts over the site language's translation over the English defaults; unknown keys and
 * empty texts are ignored.
 */
export function resolveTexts(
  overrides: Readonly<Record<string, string>> | undefined,
  translation?: Translation,
): Texts {
  const texts = {} as Texts;
  for (const key of textKeys) {
    const own = overrides?.[key]?.trim();
    texts[key] = own ? own : (translation?.[key] ?? textCatalogue[key].default);
  }
  return texts;
}

/** The texts a page shows, resolved as `resolveTexts` does (the mails' and the testimonial page's texts stay on the server). */
export function resolvePageTexts(
  overrides: Readonly<Record<string, string>> | undefined,
  translation?: Translation,
): PageTextMap {
  const texts: Partial<Texts> = resolveTexts(overrides, translation);
  for (const key of textKeys) if (serverTextGroups.includes(textCatalogue[key].group)) delete texts[key];
  return texts as PageTextMap;
}
