import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * Emoji for the generators, which have no colour font: Twemoji's pictures (@twemoji/svg, one SVG per
 * emoji, named by its code points in hex: `1f680.svg`, `1f469-200d-1f4bb.svg`). The social cards put
 * the SVG in place of the emoji; the PDF takes a PNG, drawn from the SVG by resvg.
 */
const require = createRequire(import.meta.url);
const folder = dirname(require.resolve("@twemoji/svg/package.json"));

/** Code points as Twemoji names them: lower-case hex joined by "-", variation selectors (FE0F) left out. */
const nameOf = (codePoints: string) =>
  codePoints
    .split("-")
    .filter((code) => code !== "fe0f")
    .join("-");

let files: Map<string, string> | undefined;

/** The SVG file of the emoji with these code points (`1f680`, `2764-fe0f`), or undefined. */
function svgFile(codePoints: string): string | undefined {
  files ??= new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith(".svg"))
      .map((file) => [nameOf(file.slice(0, -4)), join(folder, file)]),
  );
  return files.get(nameOf(codePoints));
}

const hexOf = (grapheme: string) =>
  Array.from(grapheme, (character) => character.codePointAt(0)?.toString(16)).join("-");

const pictographic = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u;

/** Every emoji of `text` (a grapheme: 👩‍💻 and 🇸🇪 are one each) with Twemoji's picture as an SVG data URI. */
export function emojiImages(text: string): Record<string, string> {
  const images: Record<string, string> = {};
  for (const { segment } of new Intl.Segmenter().segment(text)) {
    if (!pictographic.test(segment) || segment in images) continue;
    const file = svgFile(hexOf(segment));
    if (file) images[segment] = `data:image/svg+xml;base64,${readFileSync(file).toString("base64")}`;
  }
  return images;
}

/** Whether `grapheme` is an emoji Twemoji draws. */
export function isDrawableEmoji(grapheme: string): boolean {
  return pictographic.test(grapheme) && svgFile(hexOf(grapheme)) !== undefined;
}

const pngs = new Map<string, string>();
// A transparent pixel: what the PDF draws for a pictograph Twemoji lacks (rather than a broken image).
const nothing =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** The emoji with these code points as a 72 px PNG data URI, for react-pdf's emoji source. */
export function emojiPng(codePoints: string): string {
  let png = pngs.get(codePoints);
  if (!png) {
    const file = svgFile(codePoints);
    if (!file) return nothing;
    // resvg is loaded with the PDF libraries, only when a résumé with an emoji is drawn.
    const { Resvg } = require("@resvg/resvg-js") as typeof import("@resvg/resvg-js");
    const image = new Resvg(readFileSync(file), { fitTo: { mode: "width", value: 72 } }).render().asPng();
    png = `data:image/png;base64,${Buffer.from(image).toString("base64")}`;
    pngs.set(codePoints, png);
  }
  return png;
}
