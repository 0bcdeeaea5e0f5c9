import { sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { clientDistDir } from "#server/paths.ts";

const assetsDir = `${clientDistDir}${sep}assets${sep}`;

/** Serves the production build: hashed assets cached for a year, the other public files for a day. */
export async function registerStaticAssets(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDistDir,
    prefix: "/",
    preCompressed: true,
    index: false,
    cacheControl: false,
    allowedPath: (path) => !path.startsWith("/.vite/") && path !== "/build-info.json",
    setHeaders: (res, path) => {
      res.setHeader(
        "cache-control",
        path.startsWith(assetsDir) ? "public, max-age=31536000, immutable" : "public, max-age=86400",
      );
    },
  });
}
