import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { type SniffedType, sniffMediaType } from "#server/features/media/media-sniff.ts";
import { checkedLookup, isPrivateAddress, type Lookup } from "./address-check.ts";
import { megabytes } from "./capped-body.ts";
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
  /** The resolver behind the address check (tests give a fake one). */
  resolve?: Lookup;
}

export interface FetchedImage {
  bytes: Buffer;
  type: SniffedType;
}

const maxRedirects = 3;

/**
 * An image for the media library, fetched with every check: https only, from the API's host or GitHub's
 * content hosts, never from a private or loopback address (checked when connecting, redirects included),
 * at most `maxBytes`, and of a type the media pipeline takes, decided from its bytes (an SVG is refused:
 * it can carry scripts).
 */
export async function fetchImage(address: string, options: ImageFetchOptions): Promise<FetchedImage> {
  const api = new URL(options.apiUrl);
  let url = new URL(address);
  for (let hop = 0; ; hop += 1) {
    const own = url.origin === api.origin;
    if (!own) checkPlace(url);
    const response = await get(url, own, options);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (hop >= maxRedirects) throw new GitHubContentError("It redirects too many times.");
      url = new URL(location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new GitHubContentError(`It answered ${status}.`);
    }
    const bytes = await readBody(response, options.maxBytes).catch((error: Error) => {
      throw error instanceof GitHubContentError
        ? error
        : new GitHubContentError(`It could not be read to the end (${error.message}).`);
    });
    const type = sniffMediaType(bytes);
    if (type?.kind === "image") return { bytes, type };
    if (looksLikeSvg(bytes)) {
      throw new GitHubContentError("It is an SVG image, which Folio does not copy (SVG can carry scripts).");
    }
    throw new GitHubContentError("It is not a JPEG, PNG, WebP, AVIF or GIF image.");
  }
}

function checkPlace(url: URL): void {
  if (url.protocol !== "https:") throw new GitHubContentError("It is not served over https.");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && isPrivateAddress(host)) {
    throw new GitHubContentError("It points to a private or loopback address.");
  }
  if (!isContentHost(host)) throw new GitHubContentError(`It is on ${host}, not on GitHub.`);
}

function get(url: URL, own: boolean, options: ImageFetchOptions): Promise<IncomingMessage> {
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        headers: { "user-agent": "Folio-portfolio", accept: "image/*" },
        signal: AbortSignal.timeout(timeoutMs),
        // The API's own host may be anywhere (it is the operator's choice); every other host is checked.
        ...(own ? {} : { lookup: checkedLookup(options.resolve) as never }),
      },
      resolve,
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPRIVATEADDRESS")
        reject(new GitHubContentError("It points to a private or loopback address."));
      else if (error.name === "AbortError" || error.name === "TimeoutError")
        reject(new GitHubContentError(`It did not arrive within ${Math.round(timeoutMs / 1000)} seconds.`));
      else reject(new GitHubContentError(`It could not be fetched (${error.code ?? error.message}).`));
    });
    outgoing.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new GitHubContentError(`It is larger than ${megabytes(maxBytes)}, the most Folio takes.`);
  if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 1024).toString("utf8").trimStart().toLowerCase();
  return (
    head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg")) || head.includes("<svg")
  );
}
