import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { ContentEncoding } from "./accept-encoding.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An answer kept ready to send: its bytes plain, Brotli- and gzip-compressed, and its ETag, all made
 * once (when the page is rendered or the read first answered) instead of on every request.
 */
export interface PreparedBody {
  readonly contentType: string;
  /** Weak: the same entity goes out in three encodings. */
  readonly etag: string;
  readonly encoded: Readonly<Record<ContentEncoding, Buffer>>;
}

export const htmlType = "text/html; charset=utf-8";

/** Answers smaller than this are sent plain: compressing them saves less than its headers cost. */
const compressionThreshold = 1024;

function etagOf(bytes: Buffer): string {
  return `W/"${createHash("sha1").update(bytes).digest("base64url")}"`;
}

/**
 * Compresses `body` both ways on the thread pool (so the event loop keeps answering meanwhile), at
 * maximum quality for cached answers, or a fast one (`quick`) for an answer sent once.
 */
export async function prepareBody(
  body: string | Buffer,
  contentType: string,
  { quick = false } = {},
): Promise<PreparedBody> {
  const identity = typeof body === "string" ? Buffer.from(body, "utf8") : body;
  const etag = etagOf(identity);
  if (identity.length < compressionThreshold) {
    return { contentType, etag, encoded: { identity, br: identity, gzip: identity } };
  }
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quick ? 5 : 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: quick ? 6 : 9 }),
  ]);
  return { contentType, etag, encoded: { identity, br, gzip: gz } };
}

/** The encoding actually sent for `wanted`: small answers exist only plain. */
export function encodingSent(body: PreparedBody, wanted: ContentEncoding): ContentEncoding {
  return body.encoded[wanted] === body.encoded.identity ? "identity" : wanted;
}
