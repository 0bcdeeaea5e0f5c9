import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * The site's typefaces for the cards, from the @fontsource packages: Inter for text, Syne for the
 * name. satori reads TTF, OTF and WOFF (not WOFF2), so these are the static WOFF files; the latin-ext
 * files cover the letters the latin ones lack (ő, ł, ș…), glyph by glyph; Noto Sans Hebrew and Tajawal
 * draw right-to-left texts. Tajawal, not Noto Sans Arabic: Noto puts the dots of a final ة or ي on as
 * marks, which satori leaves out (ة was drawn as ه, ي as ى); Tajawal's letters carry their dots.
 * Read once, on the first card.
 */
const require = createRequire(import.meta.url);
const file = (name: string) => {
  const family = name.startsWith("noto-sans-") ? name.split("-").slice(0, 3).join("-") : name.split("-")[0];
  return require.resolve(`@fontsource/${family}/files/${name}.woff`);
};

export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 600 | 700;
  style: "normal";
}

const faces: { name: string; file: string; weight: CardFont["weight"] }[] = [
  ...([400, 600, 700] as const).flatMap((weight) => [
    { name: "Inter", file: `inter-latin-${weight}-normal`, weight },
    { name: "Inter Ext", file: `inter-latin-ext-${weight}-normal`, weight },
  ]),
  { name: "Syne", file: "syne-latin-700-normal", weight: 700 },
  { name: "Syne Ext", file: "syne-latin-ext-700-normal", weight: 700 },
  // Right-to-left names and titles: Noto Sans Hebrew and Tajawal (Arabic).
  ...([400, 700] as const).flatMap((weight) => [
    { name: "Noto Sans Hebrew", file: `noto-sans-hebrew-hebrew-${weight}-normal`, weight },
    { name: "Tajawal", file: `tajawal-arabic-${weight}-normal`, weight },
  ]),
];

let loaded: Promise<CardFont[]> | undefined;

export function cardFonts(): Promise<CardFont[]> {
  loaded ??= Promise.all(
    faces.map(async (face) => ({
      name: face.name,
      data: await readFile(file(face.file)),
      weight: face.weight,
      style: "normal" as const,
    })),
  );
  loaded.catch(() => {
    loaded = undefined;
  });
  return loaded;
}
