import {
  type TextGroup,
  type TextKey,
  textCatalogue,
  textGroups,
  textKeys,
} from "#shared/texts/catalogue.ts";
import type { Translation } from "#shared/texts/resolve.ts";

/** The owner's own text for a key, or "" when the default applies (empty and blank mean the default). */
export function ownText(texts: Readonly<Record<string, string>>, key: TextKey): string {
  return texts[key] ?? "";
}

export const isChanged = (texts: Readonly<Record<string, string>>, key: TextKey): boolean =>
  ownText(texts, key).trim() !== "";

/** How many texts the owner changed, among `keys` (all by default). */
export function changedCount(texts: Readonly<Record<string, string>>, keys: readonly TextKey[] = textKeys) {
  return keys.reduce((count, key) => count + (isChanged(texts, key) ? 1 : 0), 0);
}

export interface TextGroupView {
  group: TextGroup;
  title: string;
  keys: TextKey[];
}

const normalise = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * The catalogue's groups in order, each with the keys that match `query`: every word of the query is
 * found in the text's label, key, default (English or translated), the owner's text or the group's name (case and accents
 * ignored). Groups left without a key are dropped; an empty query keeps every key.
 */
export function filterTexts(
  query: string,
  texts: Readonly<Record<string, string>>,
  translation?: Translation,
): TextGroupView[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  const views: TextGroupView[] = [];
  for (const [group, title] of Object.entries(textGroups) as [TextGroup, string][]) {
    const keys = textKeys.filter((key) => {
      const entry = textCatalogue[key];
      if (entry.group !== group) return false;
      if (words.length === 0) return true;
      const translated = translation?.[key] ?? "";
      const haystack = normalise(
        [entry.label, key, entry.default, translated, ownText(texts, key), title].join("\n"),
      );
      return words.every((word) => haystack.includes(word));
    });
    if (keys.length > 0) views.push({ group, title, keys });
  }
  return views;
}

/** The `{placeholders}` of the default that the owner's text leaves out (their values would not show). */
export function missingPlaceholders(key: TextKey, own: string): string[] {
  if (!own.trim()) return [];
  const wanted = textCatalogue[key].default.match(/\{\w+\}/g) ?? [];
  return [...new Set(wanted)].filter((placeholder) => !own.includes(placeholder));
}
