import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { mediaDir } from "./media.service.ts";
import { s3MediaFiles } from "./s3-media-files.ts";
import type { S3MediaStore } from "./s3-media-store.ts";

/**
 * Serves uploads under `/media/`. Names are generated and never reused, so files are cached for a year
 * as immutable; the type comes from the generated extension and `nosniff` is set on every response.
 * With MEDIA_STORE=s3://…, the same URLs and headers come from the bucket.
 */
export async function mediaFiles(app: FastifyInstance): Promise<void> {
  const store = app.services.media.store;
  if (store.kind === "s3") return s3MediaFiles(app, store as S3MediaStore);
  await app.register(fastifyStatic, {
    root: mediaDir(app.config.dataDir),
    prefix: "/media/",
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader("cache-control", "public, max-age=31536000, immutable");
      res.setHeader("x-content-type-options", "nosniff");
    },
  });
}
