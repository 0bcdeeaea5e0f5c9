import { join } from "node:path";
import type { Sharp, SharpOptions } from "sharp";
import { unsupportedMediaType } from "#server/errors.ts";
import type { MediaVariant } from "./media.repository.ts";
import { mediaLimits, mediaMessages } from "./media-limits.ts";

export interface ProcessedImage {
  width: number;
  height: number;
  variants: MediaVariant[];
}

/** The widths to produce: each standard width narrower than the image, plus the image (capped at 1600). */
export function variantWidths(width: number): number[] {
  const largest = Math.max(...mediaLimits.variantWidths);
  const widths: number[] = mediaLimits.variantWidths.filter((w) => w < width);
  const top = Math.min(width, largest);
  if (!widths.includes(top)) widths.push(top);
  return widths;
}

/** sharp (libvips) loaded on the first upload, not at start: most processes never need it. */
let loadedSharp: Promise<(input: string, options: SharpOptions) => Sharp> | undefined;
function sharp(input: string, options: SharpOptions): Promise<Sharp> {
  loadedSharp ??= import("sharp").then((module) => module.default);
  return loadedSharp.then((create) => create(input, options));
}

/**
 * Reads an uploaded image with sharp (orientation applied), and writes WebP variants named
 * `<id>-<width>.webp` into `dir`. Animated GIF/WebP stay animated. Undecodable files are refused (415).
 */
export async function writeImageVariants(source: string, dir: string, id: string): Promise<ProcessedImage> {
  const animated = { animated: true, limitInputPixels: 100_000_000 };
  let width: number;
  let height: number;
  try {
    const metadata = await (await sharp(source, animated)).metadata();
    const rotated = (metadata.orientation ?? 1) >= 5;
    width = (rotated ? (metadata.pageHeight ?? metadata.height) : metadata.width) ?? 0;
    height = (rotated ? metadata.width : (metadata.pageHeight ?? metadata.height)) ?? 0;
    if (!width || !height) throw new Error("no dimensions");
  } catch {
    throw unsupportedMediaType(mediaMessages.unreadableImage);
  }
  const variants: MediaVariant[] = [];
  try {
    for (const target of variantWidths(width)) {
      const fileName = `${id}-${target}.webp`;
      const info = await (await sharp(source, animated))
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toFile(join(dir, fileName));
      variants.push({
        width: info.width,
        height: Math.round((info.width * height) / width),
        url: `/media/${fileName}`,
      });
    }
  } catch {
    throw unsupportedMediaType(mediaMessages.unreadableImage);
  }
  return { width, height, variants };
}
