import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { requireUser } from "#server/features/auth/require-owner.ts";
import { mediaStem } from "#server/features/project-access/private-index.ts";
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
  // A file only protected projects show is not served here to visitors: their pages serve it with access
  // (decision 158). The signed-in editors still see it (the admin's thumbnails, the preview), never cached.
  const privateAnswers = new WeakSet<object>();
  app.addHook("onRequest", async (request, reply) => {
    const name = /^\/media\/([^/?#]+)/.exec(request.url)?.[1];
    if (!name || !(await isProtectedMedia(app, name))) return;
    try {
      await requireUser(request, undefined, "editor");
      privateAnswers.add(request);
    } catch {
      return reply.callNotFound();
    }
  });
  app.addHook("onSend", async (request, reply) => {
    if (privateAnswers.has(request)) reply.header("cache-control", "private, no-store");
  });
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

async function isProtectedMedia(app: FastifyInstance, name: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(name);
  } catch {
    return false;
  }
  const { protectedMedia } = await app.services.projectAccess.privateIndex();
  return protectedMedia.has(mediaStem(decoded));
}
