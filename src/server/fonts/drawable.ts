import { isDrawableEmoji } from "./emoji.ts";
import { hasFontFor } from "./script-fonts.ts";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** Whether the generators can draw `grapheme`: a font holds each of its characters, or Twemoji has its picture. */
export function isDrawable(grapheme: string): boolean {
  return isDrawableEmoji(grapheme) || Array.from(grapheme).every((character) => hasFontFor(character));
}

/** `text`'s graphemes. */
const graphemesOf = (text: string): string[] => Array.from(graphemes.segment(text), ({ segment }) => segment);

/** The characters of `text` (graphemes, each once) the generators cannot draw; white space is not counted. */
export function undrawable(text: string): string[] {
  return [...new Set(graphemesOf(text))].filter(
    (grapheme) => !/^\s+$/u.test(grapheme) && !isDrawable(grapheme),
  );
}

/** `text` without what the generators cannot draw (rather than a box or a wrong glyph in its place). */
export function withoutUndrawable(text: string): string {
  return graphemesOf(text)
    .map((grapheme) => (isDrawable(grapheme) ? grapheme : " "))
    .join("")
    .replace(/ {2,}/g, " ");
}
