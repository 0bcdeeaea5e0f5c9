/**
 * How wide a word is set in the hero's display face (Syne, bold, capitals, its tight letter-spacing),
 * in em. The hero sizes its headings so the widest word of the owner's title fits the line, on the
 * server too, so the first paint is already right and nothing shifts when scripts arrive.
 */
import { graphemes } from "#shared/text/graphemes.ts";

/** Advance widths in em measured in the browser, letter-spacing included. */
const glyphWidths: Record<string, number> = {
  A: 0.73,
  B: 0.72,
  C: 0.83,
  D: 0.82,
  E: 0.71,
  F: 0.69,
  G: 0.86,
  H: 0.84,
  I: 0.27,
  J: 0.63,
  K: 0.76,
  L: 0.63,
  M: 1.04,
  N: 0.85,
  O: 0.87,
  P: 0.73,
  Q: 0.87,
  R: 0.77,
  S: 0.64,
  T: 0.67,
  U: 0.83,
  V: 0.72,
  W: 1.25,
  X: 0.72,
  Y: 0.69,
  Z: 0.77,
  "0": 0.68,
  "1": 0.34,
  "2": 0.57,
  "3": 0.59,
  "4": 0.66,
  "5": 0.63,
  "6": 0.63,
  "7": 0.59,
  "8": 0.62,
  "9": 0.64,
  "-": 0.44,
  ".": 0.22,
  ",": 0.22,
  "'": 0.17,
  "’": 0.18,
  "!": 0.25,
  "?": 0.57,
  "&": 0.72,
  "@": 1.02,
};

/** Anything else: accented capitals are as wide as their base letter; unknown scripts take a full em. */
const unknownWidth = 1;
/** Emoji are drawn by a colour font a little wider than a capital. */
const emojiWidth = 1.2;

function glyphWidth(grapheme: string): number {
  if (/\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(grapheme)) return emojiWidth;
  const base = grapheme.normalize("NFD").charAt(0).toUpperCase();
  return glyphWidths[base] ?? unknownWidth;
}

export function displayWidthEm(word: string): number {
  return graphemes(word).reduce((sum, grapheme) => sum + glyphWidth(grapheme), 0);
}

/** The widest word of `text` (words break lines only at spaces), at least 1 em. */
export function widestWordEm(text: string): number {
  const widths = text.split(/\s+/).filter(Boolean).map(displayWidthEm);
  return Math.max(1, ...widths);
}
