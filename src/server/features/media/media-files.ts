import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { mediaDir } from "./media.service.ts";

/**
 * Serves uploads under `/media/`. Names are generated and never reused, so files are cached for a year
 * as immutable; the type comes from the generated extension and `nosniff` is set on every response.
 */
export async function mediaFiles(app: FastifyInstance): Promise<void> {
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
