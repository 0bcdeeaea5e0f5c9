import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { contentTypeOf, storedNamePattern } from "./media-names.ts";
import type { OpenedObject, S3MediaStore } from "./s3-media-store.ts";

/** The same validator the local files get (@fastify/send's): weak, from the size and the last change. */
export const mediaEtag = (size: number, lastModified: Date) =>
  `W/"${size.toString(16)}-${lastModified.getTime().toString(16)}"`;

/** One `bytes=` range, passed to the bucket as asked; several ranges are answered with the whole file. */
const singleRange = /^bytes=(\d+-\d*|-\d+)$/;

function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const match = request.headers["if-none-match"];
  if (match !== undefined) {
    const tags = match.split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    return tags.includes("*") || tags.includes(etag.replace(/^W\//, ""));
  }
  const since = Date.parse(request.headers["if-modified-since"] ?? "");
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

function rangeOf(request: FastifyRequest): string | undefined {
  const range = request.headers.range;
  return range && singleRange.test(range.trim()) ? range.trim() : undefined;
}

function send(reply: FastifyReply, name: string, object: OpenedObject, etag: string) {
  reply
    .header("content-type", contentTypeOf(name))
    .header("accept-ranges", "bytes")
    .header("etag", etag)
    .header("last-modified", object.lastModified.toUTCString())
    .header("content-length", object.length);
  if (object.contentRange) reply.code(206).header("content-range", object.contentRange);
  return reply.send(object.body);
}

/**
 * Serves uploads under `/media/` from the bucket (decision 110): streamed through Folio, with the URLs,
 * caching headers, validators and ranges visitors get from the local folder. Names are generated and
 * never reused, so files are cached for a year as immutable; `nosniff` is set on every response.
 */
export async function s3MediaFiles(app: FastifyInstance, store: S3MediaStore): Promise<void> {
  app.addHook("onClose", async () => store.close());
  app.get<{ Params: { name: string } }>("/media/:name", async (request, reply) => {
    reply.header("cache-control", "public, max-age=31536000, immutable");
    reply.header("x-content-type-options", "nosniff");
    const { name } = request.params;
    if (!storedNamePattern.test(name)) return reply.callNotFound();
    const object = await store.open(name, rangeOf(request));
    if (object === null) return reply.callNotFound();
    if (object === "unsatisfiable") {
      const whole = await store.open(name);
      if (whole && whole !== "unsatisfiable") whole.body.destroy();
      const size = whole && whole !== "unsatisfiable" ? whole.size : 0;
      return reply.code(416).header("content-range", `bytes */${size}`).send();
    }
    const etag = mediaEtag(object.size, object.lastModified);
    // If-Range naming another version: the whole file, not a piece of it.
    const ifRange = request.headers["if-range"];
    const sameVersion = ifRange === etag || ifRange === object.lastModified.toUTCString();
    if (ifRange !== undefined && object.contentRange && !sameVersion) {
      object.body.destroy();
      const whole = await store.open(name);
      if (!whole || whole === "unsatisfiable") return reply.callNotFound();
      return send(reply, name, whole, etag);
    }
    if (notModified(request, etag, object.lastModified)) {
      object.body.destroy();
      return reply.code(304).send();
    }
    return send(reply, name, object, etag);
  });
}
