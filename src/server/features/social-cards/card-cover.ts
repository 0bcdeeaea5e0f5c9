import { basename } from "node:path";
import type { MediaStore } from "#server/features/media/media-store.ts";
import type { ImageFocus } from "#shared/projects/rules.ts";

/** The cover's place on a project card: a portrait panel the card's full height. */
export const coverWidth = 440;
export const coverHeight = 630;

/**
 * A project's cover as a JPEG data URI cut to the card's panel around its focal point (decision 103),
 * or undefined when it cannot be read. sharp is loaded on first use, like the uploads' variants.
 */
export async function coverDataUri(bytes: Buffer, focus: ImageFocus | null): Promise<string | undefined> {
  try {
    const { default: sharp } = await import("sharp");
    const image = sharp(bytes, { limitInputPixels: 100_000_000 }).rotate();
    const { width = 0, height = 0, orientation = 1 } = await image.metadata();
    const [w, h] = orientation >= 5 ? [height, width] : [width, height];
    if (!w || !h) return undefined;
    const ratio = coverWidth / coverHeight;
    const cropWidth = Math.min(w, Math.round(h * ratio));
    const cropHeight = Math.min(h, Math.round(w / ratio));
    const x = focus?.x ?? 50;
    const y = focus?.y ?? 50;
    const left = Math.max(0, Math.min(w - cropWidth, Math.round((w * x) / 100 - cropWidth / 2)));
    const top = Math.max(0, Math.min(h - cropHeight, Math.round((h * y) / 100 - cropHeight / 2)));
    const jpeg = await image
      .extract({ left, top, width: cropWidth, height: cropHeight })
      .resize(coverWidth, coverHeight)
      .jpeg({ quality: 82 })
      .toBuffer();
    return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
  } catch {
    return undefined;
  }
}

/**
 * The bytes of an uploaded image (`/media/<name>`) from the media store (the local folder or the
 * bucket); undefined for any other address (an external cover is not fetched) or a missing file.
 */
export async function readMediaFile(store: MediaStore, url: string): Promise<Buffer | undefined> {
  const match = /^\/media\/([\w.-]+)$/.exec(url);
  if (!match?.[1] || basename(match[1]) !== match[1]) return undefined;
  try {
    return await store.read(match[1]);
  } catch {
    return undefined;
  }
}
