import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * The fonts the generators (the résumé PDF, the social cards) draw the owner's words with, for every
 * script: Inter (Latin, Vietnamese, Cyrillic, Greek), Tajawal (Arabic), Noto Sans Hebrew, Devanagari,
 * Thai, JP, SC and KR, all self-hosted from the @fontsource packages (decision 143). Each package ships
 * its font cut into files by Unicode range (`unicode.json`; a CJK font in about 120 files), so a text
 * loads only the files that hold its characters: an English résumé reads Inter's latin file and nothing
 * else, a Japanese one about thirty slices of Noto Sans JP. The generators read TTF and WOFF, not WOFF2
 * nor variable fonts, so these are the static WOFF files of each weight.
 */
const require = createRequire(import.meta.url);

/** One file set of a family: the characters `ranges` covers, drawn at `weights`. */
export interface FontFace {
  /** A family name of its own (one per file set), the name the generators register it under. */
  family: string;
  weights: readonly number[];
  ranges: readonly [number, number][];
  /** The WOFF file of this face at `weight`. */
  file: (weight: number) => string;
  /** Its address on the site (`/fonts/<package>@<version>/<file>`): web pages load it from there. */
  url: (weight: number) => string;
}

interface FontPackage {
  /** The @fontsource package. */
  name: string;
  family: string;
  /** The subsets used, in the order a character looks for its font; "slices" for a CJK font's numbered files. */
  subsets: readonly string[] | "slices";
  weights: readonly number[];
  /** The languages (BCP 47 primary subtags) whose glyph forms this font draws: it comes first for them. */
  languages?: readonly string[];
}

/** Where web pages load the font files from. */
export const fontFilesPath = "/fonts";

const textWeights = [400, 600, 700] as const;
const cjkWeights = [400, 700] as const;

const packages: readonly FontPackage[] = [
  {
    name: "inter",
    family: "Inter",
    subsets: ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext", "greek", "greek-ext"],
    weights: textWeights,
  },
  // Tajawal, not Noto Sans Arabic: Noto draws a letter's dots as marks that both generators misplace
  // or drop (ة drawn as ه, ي as ى); Tajawal's letters carry their dots. It has no 600: semibold takes 700.
  { name: "tajawal", family: "Tajawal", subsets: ["arabic"], weights: [400, 500, 700] },
  { name: "noto-sans-hebrew", family: "Noto Sans Hebrew", subsets: ["hebrew"], weights: textWeights },
  {
    name: "noto-sans-devanagari",
    family: "Noto Sans Devanagari",
    subsets: ["devanagari"],
    weights: textWeights,
  },
  { name: "noto-sans-thai", family: "Noto Sans Thai", subsets: ["thai"], weights: textWeights },
  // Han characters are shared by the three; each draws them in its own country's forms, so the one of
  // the site's language comes first. SC also holds most traditional characters (a zh-Hant site's text).
  // 5 MB a weight each: semibold takes the bold (the container image keeps these two only).
  { name: "noto-sans-jp", family: "Noto Sans JP", subsets: "slices", weights: cjkWeights, languages: ["ja"] },
  { name: "noto-sans-sc", family: "Noto Sans SC", subsets: "slices", weights: cjkWeights, languages: ["zh"] },
  { name: "noto-sans-kr", family: "Noto Sans KR", subsets: "slices", weights: cjkWeights, languages: ["ko"] },
];

/** `U+0000-00FF,U+0131` as code point ranges. */
export function parseRanges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(",").map((part) => {
    const [low = "", high = low] = part.trim().replace(/^U\+/i, "").split("-");
    return [Number.parseInt(low, 16), Number.parseInt(high, 16)];
  });
}

function facesOf(fontPackage: FontPackage): FontFace[] {
  const folder = dirname(require.resolve(`@fontsource/${fontPackage.name}/package.json`));
  const ranges: Record<string, string> = JSON.parse(readFileSync(join(folder, "unicode.json"), "utf8"));
  const { version } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { version: string };
  const fileName = (subset: string, weight: number) => `${fontPackage.name}-${subset}-${weight}-normal.woff`;
  // A slice `[12]` is in the files as `12`.
  const keys =
    fontPackage.subsets === "slices"
      ? Object.keys(ranges).filter((key) => /^\[\d+\]$/.test(key))
      : fontPackage.subsets;
  return keys
    .filter((key) => !unreadable.has(`${fontPackage.name} ${key}`))
    .map((key) => {
      const subset = key.replace(/^\[(\d+)\]$/, "$1");
      return {
        family: `${fontPackage.family} ${subset}`,
        weights: fontPackage.weights,
        ranges: parseRanges(ranges[key] ?? ""),
        file: (weight) => join(folder, "files", fileName(subset, weight)),
        url: (weight) => `${fontFilesPath}/${fontPackage.name}@${version}/${fileName(subset, weight)}`,
      };
    });
}

/**
 * Files fontkit (the PDF's font reader) cannot read: Noto Sans SC's slice 101 has no character map it
 * knows, and asking it anything throws. Its characters fall to the next font that holds them.
 * `script-fonts.test.ts` opens every other file.
 */
const unreadable = new Set(["noto-sans-sc [101]"]);

/**
 * Parts of emoji sequences, drawn by no font (the emoji is a picture): variation selectors, the keycap
 * mark, the zero-width joiner and tag characters. No face is chosen for them.
 */
export const sequencePart = /[\u200d\u20e3\ufe00-\ufe0f\u{e0020}-\u{e007f}]/u;

/** Syne, the display face of the owner's name, in its one weight; other scripts take the text faces. */
const displayPackage: FontPackage = {
  name: "syne",
  family: "Syne",
  subsets: ["latin", "latin-ext"],
  weights: [700],
};

interface CatalogueEntry {
  fontPackage: FontPackage;
  faces: FontFace[];
}

let catalogue: CatalogueEntry[] | undefined;
const inOrder = new Map<string, FontFace[]>();

/** Every text face, read from the packages once, in the order a character looks for its font in `language`. */
function facesInOrder(language: string): FontFace[] {
  const primary = language.toLowerCase().split("-")[0] ?? "";
  let faces = inOrder.get(primary);
  if (!faces) {
    catalogue ??= packages.map((fontPackage) => ({ fontPackage, faces: facesOf(fontPackage) }));
    // Fonts without languages keep their place; of the others, the language's own comes first.
    const rank = ({ fontPackage }: CatalogueEntry) =>
      fontPackage.languages ? (fontPackage.languages.includes(primary) ? 1 : 2) : 0;
    faces = [...catalogue].sort((a, b) => rank(a) - rank(b)).flatMap((entry) => entry.faces);
    inOrder.set(primary, faces);
  }
  return faces;
}

const covers = (face: FontFace, code: number) =>
  face.ranges.some(([low, high]) => code >= low && code <= high);

/** What draws `text` in `language`, each list in the order a character looks for its font. */
export interface TextFonts {
  /** The text faces: Inter's latin one first (spaces, digits, punctuation), then for each character
   * the first face whose range holds it. Characters no face holds (emoji among them) add none. */
  text: FontFace[];
  /** Syne, then the text faces for what Syne lacks. */
  display: FontFace[];
}

let display: FontFace[] | undefined;

export function fontsFor(text: string, language: string): TextFonts {
  const faces = facesInOrder(language);
  const used = new Set(faces.slice(0, 1));
  for (const character of new Set(text)) {
    if (sequencePart.test(character)) continue;
    const code = character.codePointAt(0) ?? 0;
    const face = faces.find((candidate) => covers(candidate, code));
    if (face) used.add(face);
  }
  const textFaces = faces.filter((face) => used.has(face));
  display ??= facesOf(displayPackage);
  return { text: textFaces, display: [...display, ...textFaces.slice(1)] };
}

/** Every text face of the catalogue, in the order a character looks for its font in `language`. */
export const everyFontFace = (language = "en"): readonly FontFace[] => facesInOrder(language);

const held = new Map<number, boolean>();

/** Whether some face can draw `character`. */
export function hasFontFor(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  let found = held.get(code);
  if (found === undefined) {
    found = facesInOrder("en").some((face) => covers(face, code));
    held.set(code, found);
  }
  return found;
}

let byUrl: Map<string, string> | undefined;

/** The font file at a site address `url` made (a face of the catalogue, a weight it has), or undefined. */
export function fontFileAt(url: string): string | undefined {
  if (!byUrl) {
    byUrl = new Map();
    for (const face of facesInOrder("en"))
      for (const weight of face.weights) byUrl.set(face.url(weight), face.file(weight));
  }
  return byUrl.get(url);
}
