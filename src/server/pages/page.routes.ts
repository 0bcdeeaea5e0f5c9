import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { clientRenderedPaths, notFoundTexts } from "../../shared/routes.ts";
import { isOwnerPreview } from "../features/sections/preview-access.ts";
import { headTags, homeHead } from "./head-tags.ts";
import { htmlDocument } from "./html-document.ts";
import type { PageCache } from "./page-cache.ts";
import { loadPageData } from "./page-data.ts";
import type { PageRenderer } from "./page-renderer.ts";
import { registerSeoRoutes } from "./seo.routes.ts";

export interface PageRoutesOptions {
  renderer: PageRenderer;
  cache: PageCache;
}

function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, status = 200) {
  const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
  reply.header("cache-control", "no-cache").header("etag", etag).type("text/html; charset=utf-8");
  if (status === 200 && request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.code(status).send(html);
}

/** Answers every HTML page: `/` server-rendered (and cached), app screens as the shell, the rest 404. */
export function registerPageRoutes(app: FastifyInstance, { renderer, cache }: PageRoutesOptions): void {
  const { publicUrl } = app.config;
  registerSeoRoutes(app);

  app.get("/", async (request, reply) => {
    const cacheable = Object.keys(request.query as object).length === 0;
    let html = cacheable ? cache.get("/") : undefined;
    const preview = await isOwnerPreview(request);
    if (preview) reply.header("x-robots-tag", "noindex");
    if (!html) {
      const data = await loadPageData(app, { preview });
      const [template, ssr] = await Promise.all([renderer.template("/"), renderer.ssr()]);
      html = htmlDocument(template, {
        head: homeHead(data, publicUrl),
        appHtml: ssr.render("/", data),
        data,
      });
      if (cacheable) cache.set("/", html);
    }
    return sendHtml(request, reply, html);
  });

  for (const path of clientRenderedPaths) {
    app.get(path, async (request, reply) => {
      const template = await renderer.template(path);
      const head = headTags({ title: "Folio", description: "Owner area", noIndex: true });
      return sendHtml(request, reply, htmlDocument(template, { head, appHtml: "", data: null }));
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith("/api/") || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({
        error: {
          code: "not_found",
          message: `No route for ${request.method} ${request.url.split("?")[0]}`,
        },
      });
    }
    const [template, ssr] = await Promise.all([renderer.template(request.url), renderer.ssr()]);
    const head = headTags({
      title: `${notFoundTexts.title} · Folio`,
      description: notFoundTexts.message,
      noIndex: true,
    });
    const html = htmlDocument(template, { head, appHtml: ssr.render(request.url, null), data: null });
    return sendHtml(request, reply, html, 404);
  });
}
