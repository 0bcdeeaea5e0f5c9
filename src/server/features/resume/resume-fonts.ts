import { createRequire } from "node:module";

/**
 * The site's own typefaces for the PDF, from the @fontsource packages: Inter for text and Syne for the
 * name. react-pdf reads TTF and WOFF (not WOFF2, not variable fonts), so these are the static WOFF
 * files of each weight; the latin-ext file is a second family every text falls back to, glyph by glyph,
 * for the letters the latin one lacks (ő, ł, ș…). pdfkit embeds only the glyphs used (subsets).
 */
const require = createRequire(import.meta.url);
const file = (name: string) => require.resolve(`@fontsource/${name.split("-")[0]}/files/${name}.woff`);

export const resumeFontFamilies = {
  text: ["Inter", "Inter Ext"],
  display: ["Syne", "Syne Ext", "Inter Ext"],
};

export const resumeFonts = [
  {
    family: "Inter",
    fonts: [400, 600, 700].map((fontWeight) => ({
      src: file(`inter-latin-${fontWeight}-normal`),
      fontWeight,
    })),
  },
  {
    family: "Inter Ext",
    fonts: [400, 600, 700].map((fontWeight) => ({
      src: file(`inter-latin-ext-${fontWeight}-normal`),
      fontWeight,
    })),
  },
  { family: "Syne", fonts: [{ src: file("syne-latin-700-normal"), fontWeight: 700 }] },
  { family: "Syne Ext", fonts: [{ src: file("syne-latin-ext-700-normal"), fontWeight: 700 }] },
];
