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

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A whole number in the site language's digits, padded to `digits` ("01"); plain digits if the language is unknown. */
export function formatIndex(language: string, value: number, digits = 2): string {
  const key = `${language}|${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { minimumIntegerDigits: digits, useGrouping: false });
    } catch {
      format = new Intl.NumberFormat("en", { minimumIntegerDigits: digits, useGrouping: false });
    }
    numberFormats.set(key, format);
  }
  return format.format(value);
}
