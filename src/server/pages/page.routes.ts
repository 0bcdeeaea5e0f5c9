import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "#server/errors.ts";
import { isOwnerPreview } from "#server/features/sections/preview-access.ts";
import { clientRenderedPaths, notFoundTexts } from "#shared/page/routes.ts";
import { serverErrorPage } from "./error-page.ts";
import { headTags, homeHead } from "./head-tags.ts";
import { htmlDocument } from "./html-document.ts";
import type { PageCache } from "./page-cache.ts";
import { loadPageData } from "./page-data.ts";
import { type PageRenderer, renderAppHtml } from "./page-renderer.ts";
import { registerSeoRoutes } from "./seo.routes.ts";
import { themeStyle } from "./theme-style.ts";

export interface PageRoutesOptions {
  renderer: PageRenderer;
  cache: PageCache;
}

/** HTML is never stored by caches without asking; a weak ETag, since the same page goes out br, gzip or plain. */
function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string, status = 200) {
  const etag = `W/"${createHash("sha1").update(html).digest("base64url")}"`;
  reply.header("cache-control", "no-cache").header("etag", etag).type("text/html; charset=utf-8");
  if (status === 200 && request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.code(status).send(html);
}

/** A page the server could not render: logged, answered 500 with the error page, never cached. */
function sendServerError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error }, "could not render the page");
  return reply
    .code(500)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(serverErrorPage());
}

/** Answers every HTML page: `/` server-rendered (and cached), app screens as the shell, the rest 404. */
export function registerPageRoutes(app: FastifyInstance, { renderer, cache }: PageRoutesOptions): void {
  const { publicUrl } = app.config;
  registerSeoRoutes(app);

  /** The public page rendered from fresh data; `cacheable` unless a part of the data could not be read. */
  async function renderHome(preview: boolean) {
    const data = await loadPageData(app, { preview });
    const [template, appHtml] = await Promise.all([
      renderer.template("/"),
      renderAppHtml(renderer, "/", data),
    ]);
    const html = htmlDocument(template, { head: homeHead(data, publicUrl), appHtml, data });
    return { html, cacheable: data.projects.source !== "unavailable" };
  }

  app.get("/", async (request, reply) => {
    const preview = await isOwnerPreview(request);
    if (preview) reply.header("x-robots-tag", "noindex");
    // Any query string (the owner's preview, a tracking parameter) is rendered, never cached.
    const cacheable = Object.keys(request.query as object).length === 0;
    const cached = cacheable ? cache.get("/") : undefined;
    if (cached) return sendHtml(request, reply, cached);
    const generation = cache.generation;
    try {
      const page = await renderHome(preview);
      if (cacheable && page.cacheable) cache.set("/", page.html, generation);
      return sendHtml(request, reply, page.html);
    } catch (error) {
      return sendServerError(request, reply, error);
    }
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
      throw notFound(`No route for ${request.method} ${request.url.split("?")[0]}`);
    }
    // In the site's own colours and name, like the page it leads back to.
    const config = app.liveSiteConfig.get();
    const head =
      headTags({
        title: `${notFoundTexts.title} · ${config.site.title}`,
        description: notFoundTexts.message,
        noIndex: true,
      }) + themeStyle(config, []);
    try {
      const [template, appHtml] = await Promise.all([
        renderer.template(request.url),
        renderAppHtml(renderer, request.url, null),
      ]);
      return sendHtml(request, reply, htmlDocument(template, { head, appHtml, data: null }), 404);
    } catch (error) {
      return sendServerError(request, reply, error);
    }
  });
}
