import { defaultSectionContent } from "#shared/sections/content.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { textCatalogue, textKeys } from "./catalogue.ts";

/**
 * The words a fresh Folio shows: the interface texts' defaults, the sample sections' texts and the
 * sample owner's name and titles. For the tests that replace every text and then look for any of
 * these left on the page (issue 25); nothing in the running site imports this.
 */

export interface DefaultString {
  text: string;
  /** Where it comes from: a catalogue key, or a section field's path. */
  from: string;
}

/**
 * Defaults an owner may well keep in any language, so a page that still shows them is not at fault:
 * brand names, any fragment with fewer than three letters ("404", "C", "5+", "JS", "01"), and the
 * sample's technology names (About's skills, the services' and projects' technologies, the skill
 * groups' items: React, Figma, Docker… are names, not words of a language; the sections that list them
 * have headings and texts of their own that are looked for).
 */
export const sharedWords: readonly string[] = ["LinkedIn", "GitHub", "Instagram", "CodePen", "X (Twitter)"];
const minLetters = 3;

/** Section fields that hold no words: addresses, icons, ids, the form's field names, platform names. */
const wordless = new Set([
  "image",
  "signature",
  "backgroundImage",
  "icon",
  "url",
  "id",
  "fields",
  "socialLinks",
]);
/** Section fields that hold technology names (`skills` only where it is a list of names). */
const names = new Set(["technologies", "items"]);

const trimmed = (part: string) => part.trim().replace(/^[\s.,;:!?'’"“”()—–-]+|[\s.,;:!?'’"“”()—–-]+$/gu, "");
const shared = new Set(sharedWords.map(trimmed));

/** The literal parts of a text as the page shows them: *marks* dropped, split at `{placeholders}` and " / ". */
function fragments(text: string): string[] {
  return text
    .replace(/\*/g, "")
    .split(/\{\w+\}| \/ /)
    .map(trimmed)
    .filter((part) => (part.match(/\p{L}/gu)?.length ?? 0) >= minLetters && !shared.has(part));
}

function collect(value: unknown, path: string, into: DefaultString[]): void {
  if (typeof value === "string") {
    for (const text of fragments(value)) into.push({ text, from: path });
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) collect(item, `${path}[${index}]`, into);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const isNames =
        names.has(key) ||
        (key === "skills" && Array.isArray(item) && item.every((entry) => typeof entry === "string"));
      if (!wordless.has(key) && !isNames) collect(item, `${path}.${key}`, into);
    }
  }
}

/** Every default string (deduplicated by text), with where it comes from. */
export function defaultStrings(): DefaultString[] {
  const found: DefaultString[] = [];
  for (const key of textKeys) collect(textCatalogue[key].default, key, found);
  collect(defaultSectionContent, "sections", found);
  const { site, seo } = defaultSiteConfig;
  collect({ author: site.author, title: site.title, metaTitle: seo.metaTitle }, "siteConfig", found);
  const seen = new Set<string>();
  return found.filter(({ text }) => !seen.has(text.toLowerCase()) && seen.add(text.toLowerCase()));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The defaults found in `texts` (a page's text nodes and attributes), as whole words, whatever the
 * case and spacing: "All" is found in "All work" but not in "Alla". Each as `"text" (from)`.
 */
export function findDefaults(texts: readonly string[], defaults = defaultStrings()): string[] {
  const corpus = squash(texts.join(" \n "));
  return defaults
    .filter(({ text }) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(squash(text))}(?![\\p{L}\\p{N}])`, "iu").test(corpus),
    )
    .map(({ text, from }) => `"${text}" (${from})`);
}
