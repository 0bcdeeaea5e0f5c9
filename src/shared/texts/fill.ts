/**
 * Interface texts' placeholders and the site language's number format, without any dependency: the
 * public page imports this.
 */

/** The text with each `{name}` replaced by its value; a placeholder without a value stays as it is. */
export function fillText(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Per language and width: how its whole numbers are written (plain digits need no number format). */
const indexFormats = new Map<string, (value: number) => string>();

/** Whether the language writes numbers with 0–9 ("latn"), as its locale says (not its number format). */
function usesLatinDigits(language: string): boolean {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & {
      getNumberingSystems?: () => string[];
      numberingSystems?: string[];
    };
    const systems = locale.getNumberingSystems?.() ?? locale.numberingSystems;
    return systems?.[0] === "latn";
  } catch {
    return true; // not a language tag: plain digits, as the English fallback would write them
  }
}

/**
 * A whole number in the site language's digits, padded to `digits` ("01"); plain digits if the language is
 * unknown. A language written with 0–9 is padded by hand: a locale's number format would load ICU's
 * number data into the server (~6 MB resident) for what `padStart` does.
 */
export function formatIndex(language: string, value: number, digits = 2): string {
  const key = `${language}|${digits}`;
  let format = indexFormats.get(key);
  if (!format) {
    if (usesLatinDigits(language)) format = (whole) => String(whole).padStart(digits, "0");
    else {
      let numberFormat: Intl.NumberFormat;
      try {
        numberFormat = new Intl.NumberFormat(language, { minimumIntegerDigits: digits, useGrouping: false });
      } catch {
        numberFormat = new Intl.NumberFormat("en", { minimumIntegerDigits: digits, useGrouping: false });
      }
      format = (whole) => numberFormat.format(whole);
    }
    indexFormats.set(key, format);
  }
  return format(value);
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Items joined as the site language writes a list: "React, Node.js, TypeScript", "React、Node.js、
 * TypeScript", "React وNode.js وTypeScript". English (narrow) adds no "and"; an unknown language tag
 * joins as English.
 */
export function formatList(language: string, items: readonly string[]): string {
  let format = listFormats.get(language);
  if (!format) {
    try {
      format = new Intl.ListFormat(language, { type: "conjunction", style: "narrow" });
    } catch {
      format = new Intl.ListFormat("en", { type: "conjunction", style: "narrow" });
    }
    listFormats.set(language, format);
  }
  return format.format(items);
}
