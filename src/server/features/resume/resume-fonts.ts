import { Font } from "@react-pdf/renderer";
import { emojiPng } from "#server/fonts/emoji.ts";
import { type FontFace, fontsFor } from "#server/fonts/script-fonts.ts";
import type { ResumeModel } from "./resume-model.ts";

/**
 * The PDF's fonts (decision 143): the faces that hold the résumé's characters, registered with react-pdf
 * on first use. A text's family is a list: react-pdf draws each character with the first family that
 * has it, shapes Arabic and Devanagari and orders right-to-left runs (bidi). pdfkit embeds only the
 * glyphs used, and only of the fonts a text draws with. Emoji are Twemoji's pictures.
 */
const registered = new Set<string>();

function register(faces: readonly FontFace[]): string[] {
  for (const face of faces) {
    if (registered.has(face.family)) continue;
    Font.register({
      family: face.family,
      fonts: face.weights.map((fontWeight) => ({ src: face.file(fontWeight), fontWeight })),
    });
    registered.add(face.family);
  }
  return faces.map((face) => face.family);
}

Font.registerEmojiSource({ builder: emojiPng });
/** Scripts written without spaces between words. */
const unspaced =
  /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]/u;
const words = new Intl.Segmenter(undefined, { granularity: "word" });

/**
 * Where a run of letters may break across lines. Words are never hyphenated; a word too long for its
 * line (a URL) may break anywhere. A run in a script written without spaces breaks between its words
 * (ICU's dictionaries), punctuation kept with its word (no line starts with "。" or ends with "（"); react-pdf
 * puts no hyphen at such a break (patches/@react-pdf+textkit).
 */
Font.registerHyphenationCallback((word) => {
  if (!unspaced.test(word)) return word.length > 28 ? [...word] : [word];
  const parts: string[] = [];
  let opened = false;
  for (const { segment, isWordLike } of words.segment(word)) {
    if ((isWordLike && !opened) || parts.length === 0) parts.push(segment);
    else parts[parts.length - 1] += segment;
    // An opening bracket or quote stays with the word after it.
    opened = /^[\p{Ps}\p{Pi}]+$/u.test(segment);
    if (opened && parts.at(-1) !== segment) parts.push(parts.pop()?.slice(0, -segment.length) ?? "", segment);
  }
  return parts.filter(Boolean);
});

/** The font families of the résumé's text and of its name, registered. */
export function resumeFontFamilies(model: ResumeModel): { text: string[]; display: string[] } {
  const fonts = fontsFor(JSON.stringify(model), model.language);
  return { text: register(fonts.text), display: register(fonts.display) };
}
