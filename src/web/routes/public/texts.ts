import { createContext, useContext } from "react";
import type { PageTextKey, PageTexts } from "#shared/texts/catalogue.ts";
import { fillText, formatIndex } from "#shared/texts/fill.ts";

/**
 * The interface texts of the public pages (decision 072): the owner's over the defaults, resolved by
 * the server and carried in the page data, so the defaults never ship in the visitor's JavaScript.
 */
export type { PageTexts };

export const TextsContext = createContext<PageTexts | null>(null);

export interface TextsApi {
  /** The text for `key`, its `{placeholders}` filled from `values`. */
  t(key: PageTextKey, values?: Readonly<Record<string, string | number>>): string;
  /** A position ("01", "02"…) in the site language's digits. */
  index(value: number): string;
  /** A whole number in the site language's digits. */
  number(value: number): string;
  language: string;
}

export function useTexts(): TextsApi {
  const value = useContext(TextsContext);
  if (!value) throw new Error("The public page's texts need a TextsContext");
  const { texts, language } = value;
  return {
    t: (key, values) => fillText(texts[key], values),
    index: (value) => formatIndex(language, value),
    number: (value) => formatIndex(language, value, 1),
    language,
  };
}
