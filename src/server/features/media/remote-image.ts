import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { checkedLookup, isPrivateAddress, type Lookup } from "./address-check.ts";
import { megabytes } from "./media-limits.ts";
import { type SniffedType, sniffMediaType } from "./media-sniff.ts";

/** Why an image from elsewhere was not copied, in words the owner can act on ("It answered 404."). */
export class RemoteImageError extends Error {
  override name = "RemoteImageError";
}

export interface RemoteImageOptions {
  maxBytes: number;
  timeoutMs?: number;
  /** The resolver behind the address check (tests give a fake one). */
  resolve?: Lookup;
  /**
   * An origin the operator configured (GITHUB_API_URL's): fetched whatever its scheme and address, as
   * GitHub Enterprise and the tests' doubles need. Every other place gets every check.
   */
  trustedOrigin?: string;
  /** Narrows the hosts further: the refusal's words for a host it does not take, undefined when it does. */
  refuseHost?: (host: string) => string | undefined;
}

export interface FetchedImage {
  bytes: Buffer;
  type: SniffedType;
}

const maxRedirects = 3;

/**
 * An image for the media library, fetched with every check: https only, never from a private or
 * loopback address (checked when connecting, redirects included), at most `maxBytes`, and of a type the
 * media pipeline takes, decided from its bytes (an SVG is refused: it can carry scripts).
 */
export async function fetchRemoteImage(address: string, options: RemoteImageOptions): Promise<FetchedImage> {
  let url = new URL(address);
  for (let hop = 0; ; hop += 1) {
    const trusted = url.origin === options.trustedOrigin;
    if (!trusted) checkPlace(url, options.refuseHost);
    const response = await get(url, trusted, options);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (hop >= maxRedirects) throw new RemoteImageError("It redirects too many times.");
      url = new URL(location, url);
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new RemoteImageError(`It answered ${status}.`);
    }
    const bytes = await readBody(response, options.maxBytes).catch((error: Error) => {
      throw error instanceof RemoteImageError
        ? error
        : new RemoteImageError(`It could not be read to the end (${error.message}).`);
    });
    return checkedImage(bytes);
  }
}

/** Bytes the media pipeline takes as an image, or the reason they are refused. */
export function checkedImage(bytes: Buffer): FetchedImage {
  const type = sniffMediaType(bytes);
  if (type?.kind === "image") return { bytes, type };
  if (looksLikeSvg(bytes)) {
    throw new RemoteImageError("It is an SVG image, which Folio does not copy (SVG can carry scripts).");
  }
  throw new RemoteImageError("It is not a JPEG, PNG, WebP, AVIF or GIF image.");
}

function checkPlace(url: URL, refuseHost: RemoteImageOptions["refuseHost"]): void {
  if (url.protocol !== "https:") throw new RemoteImageError("It is not served over https.");
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && isPrivateAddress(host)) {
    throw new RemoteImageError("It points to a private or loopback address.");
  }
  const refusal = refuseHost?.(host);
  if (refusal) throw new RemoteImageError(refusal);
}

function get(url: URL, trusted: boolean, options: RemoteImageOptions): Promise<IncomingMessage> {
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        headers: { "user-agent": "Folio-portfolio", accept: "image/*" },
        signal: AbortSignal.timeout(timeoutMs),
        // The trusted origin may be anywhere (it is the operator's choice); every other host is checked.
        ...(trusted ? {} : { lookup: checkedLookup(options.resolve) as never }),
      },
      resolve,
    );
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EPRIVATEADDRESS")
        reject(new RemoteImageError("It points to a private or loopback address."));
      else if (error.name === "AbortError" || error.name === "TimeoutError")
        reject(new RemoteImageError(`It did not arrive within ${Math.round(timeoutMs / 1000)} seconds.`));
      else reject(new RemoteImageError(`It could not be fetched (${error.code ?? error.message}).`));
    });
    outgoing.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new RemoteImageError(`It is larger than ${megabytes(maxBytes)}, the most Folio takes.`);
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
