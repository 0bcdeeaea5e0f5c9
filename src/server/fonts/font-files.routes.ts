import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { ownerScriptFacesPath } from "#shared/page/web-fonts.ts";
import { everyScriptFontStyle } from "./page-fonts.ts";
import { fontFileAt, fontFilesPath } from "./script-fonts.ts";

/**
 * `GET /fonts/<package>@<version>/<file>.woff`: the font files web pages name for their other scripts
 * (decision 145), only those of the catalogue, kept in memory once read. The address holds the package's
 * version, so a file never changes under it: cached for a year.
 */
export async function fontFilesRoutes(app: FastifyInstance): Promise<void> {
  // The owner area's stylesheet of every script face in the site's language (its Han forms first), made
  // on a language's first request and revalidated by its ETag: it changes with the language.
  const stylesheets = new Map<string, { css: string; etag: string }>();
  app.get(ownerScriptFacesPath, async (request, reply) => {
    const { language } = (await app.services.siteConfig.get()).site;
    let faces = stylesheets.get(language);
    if (!faces) {
      const css = everyScriptFontStyle(language);
      faces = { css, etag: `"${createHash("sha256").update(css).digest("base64url").slice(0, 22)}"` };
      stylesheets.set(language, faces);
    }
    reply.header("cache-control", "public, max-age=0, must-revalidate").header("etag", faces.etag);
    if (request.headers["if-none-match"] === faces.etag) return reply.code(304).send();
    return reply.type("text/css; charset=utf-8").send(faces.css);
  });

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
