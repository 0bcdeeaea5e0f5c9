import { withoutUndrawable } from "#server/fonts/drawable.ts";

/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/**
 * `value` as the card draws it: what no card font holds and Twemoji has no picture of dropped (rather
 * than drawn as an empty box), spaces collapsed, trimmed.
 */
export function cardText(value: string): string {
  return withoutUndrawable(value.normalize("NFC")).replace(/\s+/g, " ").trim();
}

/** Whether `value` is written right to left (its first strong letter is a right-to-left one). */
export function isRightToLeft(value: string): boolean {
  const firstStrong = value.match(/[\p{L}]/u)?.[0];
  return firstStrong !== undefined && rightToLeft.test(firstStrong);
}
