import type { Translation } from "./resolve.ts";

export type { Translation };

/** The languages the interface texts come in besides English: one file each, loaded when needed. */
export const translationLoaders = {
  ar: () => import("./translations/ar.ts"),
  de: () => import("./translations/de.ts"),
  es: () => import("./translations/es.ts"),
  fr: () => import("./translations/fr.ts"),
  hi: () => import("./translations/hi.ts"),
  it: () => import("./translations/it.ts"),
  ja: () => import("./translations/ja.ts"),
  ko: () => import("./translations/ko.ts"),
  nl: () => import("./translations/nl.ts"),
  pl: () => import("./translations/pl.ts"),
  pt: () => import("./translations/pt.ts"),
  ru: () => import("./translations/ru.ts"),
  sv: () => import("./translations/sv.ts"),
  tr: () => import("./translations/tr.ts"),
  uk: () => import("./translations/uk.ts"),
  zh: () => import("./translations/zh.ts"),
} satisfies Record<string, () => Promise<{ default: Translation }>>;

export type TranslatedLanguage = keyof typeof translationLoaders;

/** Chinese written in traditional characters: the simplified translation is not theirs. */
const traditionalChinese = new Set(["hant", "tw", "hk", "mo"]);

/**
 * The translation a site language takes: its primary language ("fr-CA" → fr, "pt-BR" → pt), except
 * Chinese in traditional characters ("zh-TW", "zh-Hant"), which keeps English until it has its own.
 */
export function translationLanguage(languageTag: string): TranslatedLanguage | undefined {
  const [language = "", ...subtags] = languageTag.toLowerCase().split("-");
  if (!Object.hasOwn(translationLoaders, language)) return undefined;
  if (language === "zh" && subtags.some((subtag) => traditionalChinese.has(subtag))) return undefined;
  return language as TranslatedLanguage;
}

/** The translation for a site language, or none (English). */
export async function loadTranslation(languageTag: string): Promise<Translation | undefined> {
  const language = translationLanguage(languageTag);
  return language ? (await translationLoaders[language]()).default : undefined;
}
