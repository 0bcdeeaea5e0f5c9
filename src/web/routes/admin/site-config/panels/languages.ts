/**
 * The languages offered by Site Settings → Language, each by its own name (how its speakers look for
 * it). Any other BCP 47 tag can be typed under "Other…"; the site configuration's schema checks it.
 */
export const siteLanguages: readonly { value: string; label: string }[] = [
  { value: "en", label: "English" },
  { value: "en-GB", label: "English (UK)" },
  { value: "sv", label: "Svenska" },
  { value: "da", label: "Dansk" },
  { value: "nb", label: "Norsk bokmål" },
  { value: "fi", label: "Suomi" },
  { value: "de", label: "Deutsch" },
  { value: "fr", label: "Français" },
  { value: "es", label: "Español" },
  { value: "pt", label: "Português" },
  { value: "pt-BR", label: "Português (Brasil)" },
  { value: "it", label: "Italiano" },
  { value: "nl", label: "Nederlands" },
  { value: "pl", label: "Polski" },
  { value: "cs", label: "Čeština" },
  { value: "uk", label: "Українська" },
  { value: "ru", label: "Русский" },
  { value: "el", label: "Ελληνικά" },
  { value: "tr", label: "Türkçe" },
  { value: "ar", label: "العربية" },
  { value: "he", label: "עברית" },
  { value: "hi", label: "हिन्दी" },
  { value: "id", label: "Bahasa Indonesia" },
  { value: "vi", label: "Tiếng Việt" },
  { value: "th", label: "ไทย" },
  { value: "ja", label: "日本語" },
  { value: "ko", label: "한국어" },
  { value: "zh-CN", label: "中文（简体）" },
  { value: "zh-TW", label: "中文（繁體）" },
];

/** The listed language for a tag, compared case-insensitively ("pt-br" is Português (Brasil)). */
export function listedLanguage(tag: string): string | undefined {
  const wanted = tag.trim().toLowerCase();
  return siteLanguages.find((language) => language.value.toLowerCase() === wanted)?.value;
}
