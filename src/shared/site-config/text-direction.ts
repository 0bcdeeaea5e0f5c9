/**
 * The writing direction of a language tag, for `<html dir>`: right to left for the languages and scripts
 * written that way (Arabic, Hebrew, Persian, Urdu, …), left to right otherwise. A script subtag decides
 * when there is one ("ku-Arab" is right to left, "az-Latn" left to right).
 */
const rightToLeftLanguages = new Set([
  "ar",
  "arc",
  "ckb",
  "dv",
  "fa",
  "he",
  "iw",
  "ji",
  "ks",
  "ps",
  "sd",
  "syr",
  "ug",
  "ur",
  "yi",
]);
const rightToLeftScripts = new Set(["adlm", "arab", "hebr", "mand", "nkoo", "rohg", "samr", "syrc", "thaa"]);

export type TextDirection = "ltr" | "rtl";

export function textDirection(languageTag: string): TextDirection {
  const [language = "", ...subtags] = languageTag.toLowerCase().split("-");
  const script = subtags.find((subtag) => /^[a-z]{4}$/.test(subtag));
  if (script) return rightToLeftScripts.has(script) ? "rtl" : "ltr";
  return rightToLeftLanguages.has(language) ? "rtl" : "ltr";
}
