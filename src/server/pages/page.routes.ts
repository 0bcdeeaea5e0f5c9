import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "#server/errors.ts";
import { requireOwner } from "#server/features/auth/require-owner.ts";
import { registerResumePages } from "#server/features/resume/resume-pages.ts";
import { isOwnerPreview } from "#server/features/sections/preview-access.ts";
import { homeCardContent } from "#server/features/social-cards/card-contents.ts";
import { cardImage } from "#server/features/social-cards/card-meta.ts";
import { cardAddress } from "#server/features/social-cards/social-cards.service.ts";
import { registerTestimonialPages } from "#server/features/testimonial-requests/testimonial-page.routes.ts";
import { scriptFontStyle } from "#server/fonts/page-fonts.ts";
import { htmlType, prepareBody } from "#server/http/prepared-body.ts";
import { sendPrepared } from "#server/http/send-prepared.ts";
import { isComponentOn } from "#shared/components/rules.ts";
import { livePreviewPath } from "#shared/page/routes.ts";
import { sendServerError, textsOf } from "./error-page.ts";
import { registerFeeds } from "./feed.routes.ts";
import { analyticsMeta, headTags, homeHead } from "./head-tags.ts";
import { registerOwnerPages } from "./owner-pages.ts";
import type { PageCache } from "./page-cache.ts";
import { loadPageData } from "./page-data.ts";
import { type PageRenderer, renderAppHtml } from "./page-renderer.ts";
import { feedLinks } from "./post-feeds.ts";
import { registerPostPages } from "./post-page.routes.ts";
import { registerProjectPages } from "./project-page.routes.ts";
import { renderPage } from "./render-page.ts";
import { sendCached } from "./send-cached.ts";
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

/** Answers every HTML page: `/` server-rendered (and cached), the owner area's screens, the rest 404. */
export function registerPageRoutes(app: FastifyInstance, { renderer, cache }: PageRoutesOptions): void {
  const { publicUrl } = app.config;
  registerSeoRoutes(app, cache);
  registerResumePages(app, { renderer, cache });
  registerTestimonialPages(app, { renderer });
  registerProjectPages(app, { renderer, cache, onError: sendServerError });
  registerPostPages(app, { renderer, cache, onError: sendServerError });
  registerFeeds(app, { cache });

  /** The public page rendered from fresh data; `cacheable` unless a part of the data could not be read. */
  async function renderHome(preview: boolean) {
    const page = await loadPageData(app, { preview });
    const { data, siteConfig } = page;
    const appHtml = await renderAppHtml(renderer, "/", data);
    const { components } = data;
    const intro =
      isComponentOn(components, siteConfig.layout, "loader") && siteConfig.layout.loaderDuration > 0;
    const html = await renderPage(renderer, "/", "home", {
      head:
        homeHead(
          page,
          publicUrl,
          cardImage(cardAddress("home", homeCardContent(siteConfig, publicUrl)), publicUrl),
        ) +
        feedLinks(await app.services.posts.anyPublished(), siteConfig.site.title) +
        scriptFontStyle(JSON.stringify(data) + appHtml, siteConfig.site.language),
      appHtml,
      data,
      language: siteConfig.site.language,
      intro,
    });
    return { html, cacheable: data.projects.source !== "unavailable" };
  }

  // Only the owner's preview changes the page: tracking and unknown query parameters get the cached
  // page. The preview is rendered for her alone, never cached.
  app.get("/", { compress: false }, async (request, reply) => {
    try {
      if (await isOwnerPreview(request)) {
        reply.header("x-robots-tag", "noindex");
        const page = await renderHome(true);
        const once = await prepareBody(page.html, htmlType, { quick: true });
        return sendPrepared(request, reply, once, { cacheControl: "no-cache" });
      }
      // It shows every project and the whole site.
      return await sendCached(cache, request, reply, {
        key: "/",
        render: async () => {
          const page = await renderHome(false);
          return { text: page.html, dependsOn: "everything", cacheable: page.cacheable };
        },
      });
    } catch (error) {
      return sendServerError(request, reply, error);
    }
  });

  registerOwnerPages(app, { renderer });

  // The editors' live preview (framed by the admin): the saved page data with drafts, for the owner
  // only; the browser applies the unsaved draft it is sent. Anyone else is sent to sign in.
  app.get(livePreviewPath, async (request, reply) => {
    try {
      await requireOwner(request, reply);
    } catch {
      return reply.header("cache-control", "no-store").redirect("/login");
    }
    try {
      const { data, siteConfig } = await loadPageData(app, { preview: true });
      const head =
        headTags({
          title: `Preview · ${siteConfig.site.title}`,
          description: "Live preview",
          noIndex: true,
        }) + themeStyle(siteConfig, data.components);
      return reply
        .header("cache-control", "no-store")
        .type("text/html; charset=utf-8")
        .send(
          await renderPage(renderer, livePreviewPath, "livePreview", {
            head,
            appHtml: "",
            data,
            language: siteConfig.site.language,
          }),
        );
    } catch (error) {
      return sendServerError(request, reply, error);
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith("/api/") || (request.method !== "GET" && request.method !== "HEAD")) {
      throw notFound(`No route for ${request.method} ${request.url.split("?")[0]}`);
    }
    // In the site's own colours and name, like the page it leads back to.
    const config = app.liveSiteConfig.get();
    const pageTexts = textsOf(config);
    const { texts, language } = pageTexts;
    const head =
      headTags({
        title: `${texts["notFound.title"]} · ${config.site.title}`,
        description: texts["notFound.message"],
        noIndex: true,
      }) +
      themeStyle(config, []) +
      analyticsMeta(config.analytics.builtIn);
    try {
      const appHtml = await renderAppHtml(renderer, request.url, null, pageTexts);
      const html = await renderPage(renderer, request.url, "static", { head, appHtml, language });
      return sendHtml(request, reply, html, 404);
    } catch (error) {
      return sendServerError(request, reply, error);
    }
  });
}
