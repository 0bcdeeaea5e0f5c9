import type { FastifyReply, FastifyRequest } from "fastify";
import { chooseEncoding } from "./accept-encoding.ts";
import { encodingSent, type PreparedBody } from "./prepared-body.ts";

/** Whether an If-None-Match header (a list, weak or strong tags, or `*`) names `etag` (weak comparison). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, "");
  for (const candidate of header.split(",")) {
    const tag = candidate.trim();
    if (tag === "*" || tag.replace(/^W\//, "") === opaque) return true;
  }
  return false;
}

export interface SendOptions {
  status?: number;
  cacheControl: string;
}

/**
 * Sends a prepared answer in the encoding the request accepts, or 304 when the client's copy is
 * current. The compression plugin is not involved: the bytes are already compressed.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
  { status = 200, cacheControl }: SendOptions,
): FastifyReply {
  reply
    .header("cache-control", cacheControl)
    .header("etag", body.etag)
    .header("vary", "accept-encoding")
    .header("content-type", body.contentType);
  if (status === 200 && etagMatches(request.headers["if-none-match"], body.etag)) {
    return reply.code(304).send();
  }
  const encoding = encodingSent(body, chooseEncoding(request.headers["accept-encoding"]));
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.code(status).send(body.encoded[encoding]);
}
