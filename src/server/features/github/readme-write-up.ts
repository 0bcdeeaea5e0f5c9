import { Readable } from "node:stream";
import type { Lookup } from "#server/features/media/address-check.ts";
import type { MediaService } from "#server/features/media/media.service.ts";
import { mediaLimits, megabytes } from "#server/features/media/media-limits.ts";
import { caseStudyLimits } from "#shared/projects/case-study.ts";
import type { GitHubClient } from "./github-client.ts";
import { GitHubContentError, GitHubNotFoundError } from "./github-errors.ts";
import { type RawReadme, type RawRepository, readmeBases, readmeText } from "./github-mapping.ts";
import { fetchImage } from "./image-fetch.ts";
import { absolutiseReadme, replaceImages } from "./readme-urls.ts";

export interface WriteUpDeps {
  client: GitHubClient;
  apiUrl: string;
  media: Pick<MediaService, "upload" | "discard">;
  /** The resolver behind the image fetches' address check (tests). */
  resolve?: Lookup;
}

export interface WriteUp {
  /** The README as Markdown, addresses made whole and copied images pointing at the media library. */
  body: string;
  /** The media library's addresses of the copied images, in the README's order. */
  images: string[];
  /** Images left out, and why. */
  notices: string[];
}

/** README images copied at most per repository; the rest stay links. */
const maxImages = 20;
/** The README's JSON answer read at most (base64 of a write-up's most, with room). */
const readmeMaxBytes = 2 * 1024 * 1024;

/** The repository's README as GitHub answers it (its ETag kept by the client), or none. */
export async function fetchReadme(fullName: string, client: GitHubClient): Promise<RawReadme | undefined> {
  return client
    .get<RawReadme>(`/repos/${fullName}/readme`, { what: "The README", maxBytes: readmeMaxBytes })
    .catch((error: unknown) => {
      if (error instanceof GitHubNotFoundError) return undefined;
      if (error instanceof GitHubContentError)
        throw new GitHubContentError(`The README is too large. ${error.message}`);
      throw error;
    });
}

/**
 * A README made into a write-up: relative links and images made absolute, the images fetched and
 * checked, then copied into the media library. Whole or not at all: if anything fails after copying,
 * the copies are taken back. The caller takes them back if its own write fails (`media.discard`).
 */
export async function writeUpOf(
  repo: RawRepository,
  readme: RawReadme | undefined,
  deps: WriteUpDeps,
): Promise<WriteUp> {
  if (!readme) return { body: "", images: [], notices: [] };
  const text = readmeText(readme);
  if ("tooLarge" in text) {
    throw new GitHubContentError(
      `The README is ${megabytes(text.tooLarge)}; a write-up holds at most ${caseStudyLimits.bodyMax.toLocaleString("en")} characters.`,
    );
  }
  const { markdown, images } = await absolutiseReadme(text.text, readmeBases(repo, readme, deps.apiUrl));
  const notices: string[] = [];
  if (images.length > maxImages)
    notices.push(`Only the first ${maxImages} images were copied; the others are links.`);
  const fetched: { url: string; bytes: Buffer }[] = [];
  for (const url of images.slice(0, maxImages)) {
    try {
      const image = await fetchImage(url, {
        apiUrl: deps.apiUrl,
        maxBytes: mediaLimits.imageBytes,
        resolve: deps.resolve,
      });
      fetched.push({ url, bytes: image.bytes });
    } catch (error) {
      if (!(error instanceof GitHubContentError)) throw error;
      notices.push(`Image ${url} was not copied: ${error.message}`);
    }
  }

  const copies = new Map<string, string>();
  try {
    for (const { url, bytes } of fetched) {
      try {
        copies.set(url, (await deps.media.upload(Readable.from([bytes]))).url);
      } catch (error) {
        notices.push(`Image ${url} was not copied: ${(error as Error).message}`);
      }
    }
    const body = markdown ? await replaceImages(markdown, copies) : "";
    if (body.length > caseStudyLimits.bodyMax) {
      throw new GitHubContentError(
        `The README, with its addresses made whole, is longer than a write-up's ${caseStudyLimits.bodyMax.toLocaleString("en")} characters.`,
      );
    }
    return { body, images: [...copies.values()], notices };
  } catch (error) {
    await deps.media.discard([...copies.values()]);
    throw error;
  }
}
