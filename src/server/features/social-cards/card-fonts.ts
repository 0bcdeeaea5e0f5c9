import { readFile } from "node:fs/promises";
import { type FontFace, fontsFor } from "#server/fonts/script-fonts.ts";

/**
 * The fonts of one card (decision 143): the faces that hold its characters (Inter and Syne for Latin,
 * the script's own font for the rest), each file read once and kept. satori draws each character with
 * the first font of the element's family list that has it.
 */
export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 600 | 700;
  style: "normal";
}

/** The card's weights: each face gives the nearest it has. */
const cardWeights = [400, 600, 700] as const;

const files = new Map<string, Promise<Buffer>>();

function read(path: string): Promise<Buffer> {
  let data = files.get(path);
  if (!data) {
    data = readFile(path);
    files.set(path, data);
    data.catch(() => files.delete(path));
  }
  return data;
}

const nearest = (face: FontFace, weight: number) =>
  face.weights.reduce((best, candidate) =>
    Math.abs(candidate - weight) < Math.abs(best - weight) ? candidate : best,
  );

async function load(face: FontFace): Promise<CardFont[]> {
  return Promise.all(
    cardWeights.map(async (weight) => ({
      name: face.family,
      data: await read(face.file(nearest(face, weight))),
      weight,
      style: "normal" as const,
    })),
  );
}

/** A CSS family list of these faces. */
const familyList = (faces: readonly FontFace[]) => faces.map((face) => `"${face.family}"`).join(", ");

export interface CardFonts {
  fonts: CardFont[];
  /** The family lists of the card's text and of its name. */
  families: { text: string; display: string };
}

/** The fonts that draw `text` (every word of a card) in `language`. */
export async function cardFonts(text: string, language: string): Promise<CardFonts> {
  const faces = fontsFor(text, language);
  const all = [...new Set([...faces.text, ...faces.display])];
  return {
    fonts: (await Promise.all(all.map(load))).flat(),
    families: { text: familyList(faces.text), display: familyList(faces.display) },
  };
}
