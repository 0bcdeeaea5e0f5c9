import type { Lookup } from "#server/features/media/address-check.ts";
import {
  type FetchedImage,
  fetchRemoteImage,
  RemoteImageError,
} from "#server/features/media/remote-image.ts";
import { GitHubContentError } from "./github-errors.ts";

/** GitHub's hosts of repository content and pasted images (github.com/user-attachments redirects to them). */
const contentHosts = ["github.com", "raw.githubusercontent.com", "user-images.githubusercontent.com"];
const isContentHost = (host: string) =>
  contentHosts.includes(host) || host.endsWith(".githubusercontent.com");

export interface ImageFetchOptions {
  /** GITHUB_API_URL: its own origin is fetched from whatever its scheme and address (GitHub Enterprise, tests). */
  apiUrl: string;
  maxBytes: number;
  timeoutMs?: number;
  resolve?: Lookup;
}

/**
 * A README's image for the media library: `fetchRemoteImage`'s checks, and only from the API's host or
 * GitHub's content hosts.
 */
export async function fetchImage(address: string, options: ImageFetchOptions): Promise<FetchedImage> {
  try {
    return await fetchRemoteImage(address, {
      ...options,
      trustedOrigin: new URL(options.apiUrl).origin,
      refuseHost: (host) => (isContentHost(host) ? undefined : `It is on ${host}, not on GitHub.`),
    });
  } catch (error) {
    throw error instanceof RemoteImageError ? new GitHubContentError(error.message) : error;
  }
}
