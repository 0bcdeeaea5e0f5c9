import { Readable } from "node:stream";
import { AppError, invalid } from "#server/errors.ts";
import type { Lookup } from "#server/features/media/address-check.ts";
import type { MediaService } from "#server/features/media/media.service.ts";
import { mediaLimits, megabytes } from "#server/features/media/media-limits.ts";
import {
  checkedImage,
  type FetchedImage,
  fetchRemoteImage,
  RemoteImageError,
} from "#server/features/media/remote-image.ts";
import { jsonResumeMessages } from "#shared/json-resume/schema.ts";

export interface PhotoCopyDeps {
  media: Pick<MediaService, "upload">;
  /** GITHUB_API_URL's origin: a GitHub avatar on GitHub Enterprise (and the tests' double) is fetched from it. */
  trustedOrigin?: string;
  resolve?: Lookup;
  timeoutMs?: number;
}

const dataImage = /^data:image\/[\w.+-]+;base64,/i;

/** Whether a résumé's `basics.image` is written into the file itself rather than at an address. */
export const isInlinePhoto = (address: string) => dataImage.test(address);

function inlineImage(address: string): FetchedImage {
  const base64 = address.slice(address.indexOf(",") + 1);
  if ((base64.length * 3) / 4 > mediaLimits.imageBytes)
    throw new RemoteImageError(
      `It is larger than ${megabytes(mediaLimits.imageBytes)}, the most Folio takes.`,
    );
  return checkedImage(Buffer.from(base64, "base64"));
}

/** The media library's messages end without a full stop; the sentence after them needs one. */
const withStop = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

/**
 * The résumé's photo copied into the media library (never hot-linked): an https address on the public
 * internet with `fetchRemoteImage`'s checks, or an image written into the file as a `data:` address.
 * Answers the copy's address; a photo that cannot be copied is a 400 naming why, before anything is written.
 */
export async function copyPhoto(address: string, deps: PhotoCopyDeps): Promise<string> {
  try {
    const image = isInlinePhoto(address)
      ? inlineImage(address)
      : await fetchRemoteImage(address, { maxBytes: mediaLimits.imageBytes, ...deps });
    return (await deps.media.upload(Readable.from([image.bytes]))).url;
  } catch (error) {
    if (error instanceof RemoteImageError || error instanceof AppError)
      throw invalid(jsonResumeMessages.photoNotCopied(withStop(error.message)));
    if (error instanceof TypeError && /invalid url/i.test(error.message))
      throw invalid(jsonResumeMessages.photoNotCopied("Its address is not a web address."));
    throw error;
  }
}
