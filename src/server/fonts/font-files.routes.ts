import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { fontFileAt, fontFilesPath } from "./script-fonts.ts";

/**
 * `GET /fonts/<package>@<version>/<file>.woff`: the font files web pages name for their other scripts
 * (decision 145), only those of the catalogue, kept in memory once read. The address holds the package's
 * version, so a file never changes under it: cached for a year.
 */
export async function fontFilesRoutes(app: FastifyInstance): Promise<void> {
  const files = new Map<string, Promise<Buffer>>();
  app.get(`${fontFilesPath}/*`, async (request, reply) => {
    const path = fontFileAt(request.url.split("?")[0] ?? "");
    if (!path) return reply.callNotFound();
    let bytes = files.get(path);
    if (!bytes) {
      bytes = readFile(path);
      files.set(path, bytes);
      bytes.catch(() => files.delete(path));
    }
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .type("font/woff")
      .send(await bytes);
  });
}
