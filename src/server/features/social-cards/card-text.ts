import { isDrawableEmoji } from "#server/fonts/emoji.ts";
import { hasFontFor } from "#server/fonts/script-fonts.ts";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * What the card can draw: a character some card font holds (every script the fonts cover), or an emoji
 * Twemoji has a picture of. Anything else is left out rather than drawn as an empty box.
 */
const drawable = (grapheme: string): boolean =>
  isDrawableEmoji(grapheme) || Array.from(grapheme).every((character) => hasFontFor(character));

/** Right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const rightToLeft = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/** `value` as the card draws it: undrawable characters dropped, spaces collapsed, trimmed. */
export function cardText(value: string): string {
  return Array.from(graphemes.segment(value.normalize("NFC")), ({ segment }) => segment)
    .map((grapheme) => (drawable(grapheme) ? grapheme : " "))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether `value` is written right to left (its first strong letter is a right-to-left one). */
export function isRightToLeft(value: string): boolean {
  const firstStrong = value.match(/[\p{L}]/u)?.[0];
  return firstStrong !== undefined && rightToLeft.test(firstStrong);
}
