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

function headersOf(reply: FastifyReply, name: string, etag: string, lastModified: Date) {
  return reply
    .header("content-type", contentTypeOf(name))
    .header("accept-ranges", "bytes")
    .header("etag", etag)
    .header("last-modified", lastModified.toUTCString());
}

function send(reply: FastifyReply, name: string, object: OpenedObject, etag: string) {
  headersOf(reply, name, etag, object.lastModified).header("content-length", object.length);
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
  app.route<{ Params: { name: string } }>({
    method: ["GET", "HEAD"],
    url: "/media/:name",
    handler: async (request, reply) => {
      reply.header("cache-control", "public, max-age=31536000, immutable");
      reply.header("x-content-type-options", "nosniff");
      const { name } = request.params;
      if (!storedNamePattern.test(name)) return reply.callNotFound();
      let range = rangeOf(request);
      const { headers } = request;
      // HEAD and revalidations read the object's size and date only (a HeadObject), never its bytes.
      const head = request.method === "HEAD";
      if (head || headers["if-none-match"] || headers["if-modified-since"] || headers["if-range"]) {
        const info = await store.stat(name);
        if (!info) return reply.callNotFound();
        const etag = mediaEtag(info.size, info.lastModified);
        if (notModified(request, etag, info.lastModified)) return reply.code(304).send();
        if (head) {
          headersOf(reply, name, etag, info.lastModified).header("content-length", info.size);
          return reply.send();
        }
        // If-Range naming another version: the whole file, not a piece of it.
        const ifRange = headers["if-range"];
        if (ifRange !== undefined && ifRange !== etag && ifRange !== info.lastModified.toUTCString())
          range = undefined;
      }
      const object = await store.open(name, range);
      if (object === null) return reply.callNotFound();
      if (object === "unsatisfiable") {
        const info = await store.stat(name);
        return reply
          .code(416)
          .header("content-range", `bytes */${info?.size ?? 0}`)
          .send();
      }
      return send(reply, name, object, mediaEtag(object.size, object.lastModified));
    },
  });
}
