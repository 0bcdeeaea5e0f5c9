import { everyFontFace, fontsFor } from "./script-fonts.ts";

/**
 * The web fonts of a page's other scripts (decision 145): the page draws Latin with its own Inter and
 * Syne; every other character of its text (Cyrillic, Greek, Vietnamese, Arabic, Hebrew, Devanagari,
 * Thai, Chinese, Japanese, Korean) with the face of the generators' catalogue that holds it, served by
 * the site (`/fonts/…`), as one family, "Folio Script", that every font stack names after its Latin
 * face. Each face's `unicode-range` lists only the characters the page uses, so the browser fetches
 * just the files those need, and a Latin page gets no style at all.
 */
export const scriptFamily = "Folio Script";

/** The page's own web fonts already draw these (the variable Inter and Syne, latin and latin-ext). */
const pageFaces = new Set(["Inter latin", "Inter latin-ext"]);

const hex = (code: number) => code.toString(16).toUpperCase();

/** Code points as a `unicode-range`: runs of consecutive ones joined (`U+3042-3044,U+6771`). */
function unicodeRange(codes: number[]): string {
  const parts: string[] = [];
  const sorted = [...codes].sort((a, b) => a - b);
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === (sorted[end] ?? 0) + 1) end += 1;
    const low = sorted[start] ?? 0;
    const high = sorted[end] ?? 0;
    parts.push(low === high ? `U+${hex(low)}` : `U+${hex(low)}-${hex(high)}`);
    start = end + 1;
  }
  return parts.join(",");
}

/**
 * Symbols the visitor's own fonts draw (punctuation, arrows, maths, shapes, emoji): a web font is
 * not fetched for an arrow on a Latin page.
 */
const symbol = (code: number) => (code >= 0x2000 && code <= 0x2bff) || code >= 0x1f000;

/** A face of "Folio Script" at `weight`, drawing the characters of `range`. */
const faceRule = (url: string, weight: number, range: string) =>
  `@font-face{font-family:"${scriptFamily}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format("woff");unicode-range:${range}}`;

/**
 * The owner area's script faces (`/fonts/faces.css`): its texts are not known when the page is made
 * (they come with the screens' data), so it declares every face of the catalogue with the face's own
 * range; the browser fetches only the files of the characters a screen shows. The faces are declared
 * last to first: of faces with the same name whose ranges overlap (Japanese, Chinese and Korean share
 * Han characters) the browser takes the one declared last, the first in the site's `language`.
 */
export function everyScriptFontStyle(language: string): string {
  const rules: string[] = [];
  for (const face of everyFontFace(language)) {
    if (pageFaces.has(face.family)) continue;
    const range = face.ranges
      .map(([low, high]) => (low === high ? `U+${hex(low)}` : `U+${hex(low)}-${hex(high)}`))
      .join(",");
    for (const weight of face.weights) rules.push(faceRule(face.url(weight), weight, range));
  }
  return rules.reverse().join("\n");
}

/**
 * The `<style>` of `text`'s other scripts in `language` (its Han forms first), or "" when there are none.
 * The characters a letter decomposes into count too: the browser's shaper may draw Thai's SARA AM
 * (U+0E33) as NIKHAHIT and SARA AA, and a face whose range lacked them left the syllable to a fallback
 * font (a box on a machine without Thai fonts).
 */
export function scriptFontStyle(text: string, language: string): string {
  const characters = Array.from(text + text.normalize("NFKD"));
  const codes = [...new Set(characters.map((character) => character.codePointAt(0) ?? 0))].filter(
    (code) => !symbol(code),
  );
  const rules: string[] = [];
  const taken = new Set<number>();
  for (const face of fontsFor(text, language).text) {
    const held = codes.filter(
      (code) => !taken.has(code) && face.ranges.some(([low, high]) => code >= low && code <= high),
    );
    for (const code of held) taken.add(code);
    if (pageFaces.has(face.family) || held.length === 0) continue;
    const range = unicodeRange(held);
    for (const weight of face.weights) rules.push(faceRule(face.url(weight), weight, range));
  }
  return rules.length > 0 ? `<style id="folio-script-fonts">${rules.join("")}</style>` : "";
}
