import { isDrawableEmoji } from "./emoji.ts";
import { hasFontFor, sequencePart } from "./script-fonts.ts";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

const sequenceParts = new RegExp(sequencePart.source, "gu");

/**
 * Whether the generators can draw `grapheme`: Twemoji has its picture, or a font holds each of its
 * characters (the invisible parts of emoji sequences aside).
 */
export function isDrawable(grapheme: string): boolean {
  return (
    isDrawableEmoji(grapheme) ||
    Array.from(grapheme.replace(sequenceParts, "")).every((character) => hasFontFor(character))
  );
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
    .map((grapheme) => {
      if (isDrawableEmoji(grapheme)) return grapheme;
      // A variation selector after a letter (☆︎) is dropped: no font draws it.
      return isDrawable(grapheme) ? grapheme.replace(sequenceParts, "") : " ";
    })
    .join("")
    .replace(/ {2,}/g, " ");
}
