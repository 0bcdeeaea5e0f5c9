import { createRequire } from "node:module";

/**
 * The site's own typefaces for the PDF, from the @fontsource packages: Inter for text and Syne for the
 * name. react-pdf reads TTF and WOFF (not WOFF2, not variable fonts), so these are the static WOFF
 * files of each weight. A text's family is a list: react-pdf draws each character with the first
 * family that has it, so Inter's other subsets (latin-ext, Cyrillic, Greek, Vietnamese), Tajawal for
 * Arabic and Noto Sans Hebrew follow Inter's latin one; react-pdf shapes Arabic and orders
 * right-to-left runs (bidi). Tajawal, not Noto Sans Arabic: Noto draws a letter's dots as marks that
 * react-pdf misplaces (and that text extraction then reads as other letters); Tajawal's letters carry
 * their dots. pdfkit embeds only the glyphs used (subsets), and only the fonts a text draws with.
 */
const require = createRequire(import.meta.url);
const file = (family: string, subset: string, weight: number) =>
  require.resolve(`@fontsource/${family}/files/${family}-${subset}-${weight}-normal.woff`);

const weights = [400, 600, 700] as const;

/** One registered family per file set: `name`, drawn from `family`'s `subset` files. */
const subsetFamily = (name: string, family: string, subset: string, only: readonly number[] = weights) => ({
  family: name,
  fonts: only.map((fontWeight) => ({ src: file(family, subset, fontWeight), fontWeight })),
});

/** Every script the PDF draws beyond Latin, in the order a character looks for its font. */
const otherScripts = [
  subsetFamily("Inter Ext", "inter", "latin-ext"),
  subsetFamily("Inter Vietnamese", "inter", "vietnamese"),
  subsetFamily("Inter Cyrillic", "inter", "cyrillic"),
  subsetFamily("Inter Cyrillic Ext", "inter", "cyrillic-ext"),
  subsetFamily("Inter Greek", "inter", "greek"),
  subsetFamily("Inter Greek Ext", "inter", "greek-ext"),
  // Tajawal has no 600: a semibold Arabic text takes the 700.
  subsetFamily("Tajawal", "tajawal", "arabic", [400, 500, 700]),
  subsetFamily("Noto Sans Hebrew", "noto-sans-hebrew", "hebrew"),
];
const fallbacks = otherScripts.map((font) => font.family);

export const resumeFontFamilies = {
  text: ["Inter", ...fallbacks],
  display: ["Syne", "Syne Ext", ...fallbacks],
};

export const resumeFonts = [
  subsetFamily("Inter", "inter", "latin"),
  ...otherScripts,
  subsetFamily("Syne", "syne", "latin", [700]),
  subsetFamily("Syne Ext", "syne", "latin-ext", [700]),
];
