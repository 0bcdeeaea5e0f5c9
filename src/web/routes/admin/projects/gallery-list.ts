import { mediaMaxBytes } from "#shared/media/rules.ts";
import { caseStudyLimits, type GalleryImage } from "#shared/projects/case-study.ts";

/** The images whose alt text is empty: the editor warns about each one and counts them. */
export const missingAlt = (images: readonly GalleryImage[]) =>
  images.filter((image) => image.alt.trim() === "").length;

/** What a file picked for the gallery cannot be (a sentence for the owner), or null when it can be uploaded. */
export function galleryFileProblem(file: Pick<File, "name" | "type" | "size">): string | null {
  if (!file.type.startsWith("image/")) return `${file.name} is not an image.`;
  if (file.size > mediaMaxBytes.image)
    return `${file.name} is larger than ${Math.round(mediaMaxBytes.image / 1024 / 1024)} MB.`;
  return null;
}

/**
 * The files that may still join a gallery of `count` images (at most `galleryMax`), and a sentence
 * for those left out because the gallery is full.
 */
export function filesThatFit<T>(
  files: readonly T[],
  count: number,
): { accepted: T[]; refused: string | null } {
  const room = Math.max(0, caseStudyLimits.galleryMax - count);
  const accepted = files.slice(0, room);
  const left = files.length - accepted.length;
  return {
    accepted,
    refused:
      left > 0
        ? `The gallery holds at most ${caseStudyLimits.galleryMax} images: ${left} ${left === 1 ? "file was" : "files were"} not added.`
        : null,
  };
}

/** The images in the order of `keys` (a reorder's ids), from their current `order` of keys. */
export function reordered<T>(images: readonly T[], order: readonly string[], keys: readonly string[]): T[] {
  return keys.flatMap((key) => {
    const image = images[order.indexOf(key)];
    return image === undefined ? [] : [image];
  });
}
