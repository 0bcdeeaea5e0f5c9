import type { FastifyInstance, FastifyRequest } from "fastify";
import { cardImage } from "#server/features/social-cards/card-meta.ts";
import { scriptFontStyle } from "#server/fonts/page-fonts.ts";
import type { PageData } from "#shared/page/page-data.ts";
import { writingListPath } from "#shared/posts/post-page.ts";
import { postLimits, postPagePath } from "#shared/posts/rules.ts";
import type { Post } from "#shared/posts/schema.ts";
import { isSlug } from "#shared/projects/slug.ts";
import { analyticsMeta } from "./head-tags.ts";
import type { LoadedPage } from "./page-data.ts";
import { renderAppHtml } from "./page-renderer.ts";
import { feedLinks } from "./post-feeds.ts";
import { postHead, writingHead } from "./post-head.ts";
import { loadPostPageData, loadWritingPageData } from "./post-page-data.ts";
import { renderPage } from "./render-page.ts";
import { type CachedPagesOptions, type Rendered, sendCached } from "./send-cached.ts";

/** The highest page number of the list a request may ask for (a number past the last page is a 404). */
const maxPage = 10_000;

/** `?page=` and `?tag=` of the list, or undefined when they are not a page and a tag. */
function listQuery(query: Record<string, unknown>): { tag: string | null; page: number } | undefined {
  const page = query.page === undefined ? 1 : Number(query.page);
  if (!Number.isInteger(page) || page < 1 || page > maxPage) return undefined;
  const tag = typeof query.tag === "string" ? query.tag.trim() : "";
  if (tag.length > postLimits.tagMax) return undefined;
  return { tag: tag || null, page };
}

/**
 * `GET /writing` and `GET /writing/:slug` (decision 159): the list of published posts (newest first,
 * ten a page, `?tag=`) and a published post's page, server-rendered with the project pages' kind (no
 * React in the browser) and kept as ready bytes in the page cache (the list's bare address and every
 * post). An earlier slug answers 301 to the current address; a draft or an unknown slug is the 404 page.
 */
export function registerPostPages(
  app: FastifyInstance,
  { renderer, cache, onError }: CachedPagesOptions,
): void {
  const { publicUrl } = app.config;

  async function finish(path: string, page: LoadedPage, data: PageData, head: string): Promise<string> {
    const language = page.siteConfig.site.language;
    const appHtml = await renderAppHtml(renderer, path, data);
    return renderPage(renderer, path, "project", {
      head:
        head +
        feedLinks(await app.services.posts.anyPublished(), page.siteConfig.site.title) +
        // The page's words as drawn too: a date the page formats (2026年11月28日) is in no data.
        scriptFontStyle(JSON.stringify(data) + appHtml, language) +
        analyticsMeta(page.siteConfig.analytics.builtIn),
      appHtml,
      language,
    });
  }

  async function renderPost(post: Post): Promise<Rendered> {
    const page = await loadPostPageData(app, post);
    const path = postPagePath(post.slug);
    // Its own card (decision 159), or the site's when it cannot be drawn.
    const card = await app.services.socialCards
      .address(`post-${post.slug}`)
      .catch(() => app.services.socialCards.address("home"));
    const head = postHead(page, page.data.postPage, publicUrl, cardImage(card, publicUrl));
    return { text: await finish(path, page, page.data, head), dependsOn: "everything" };
  }

  async function renderList(query: { tag: string | null; page: number }): Promise<Rendered | undefined> {
    const page = await loadWritingPageData(app, query);
    const { writingPage, texts } = page.data;
    if (query.page > writingPage.pageCount) return undefined;
    const path = writingListPath(query);
    const heading = query.tag ? texts["writing.tagged"].replace("{tag}", query.tag) : texts["writing.title"];
    const head = writingHead(page, heading, `${publicUrl}${path}`);
    return { text: await finish(path, page, page.data, head), dependsOn: "everything" };
  }

  app.get("/writing", { compress: false }, async (request, reply) => {
    const query = listQuery(request.query as Record<string, unknown>);
    if (!query) return reply.callNotFound();
    try {
      // Only the bare list is kept: a tag or a page is rendered for its request (a visitor cannot fill
      // the cache with made-up tags).
      if (query.tag || query.page > 1) {
        const found = await renderList(query);
        if (!found) return reply.callNotFound();
        return reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(found.text);
      }
      return await sendCached(cache, request, reply, {
        key: "/writing",
        render: () => renderList(query),
        otherwise: () => reply.callNotFound(),
      });
    } catch (error) {
      return onError(request, reply, error);
    }
  });

  app.get(
    "/writing/:slug",
    { compress: false },
    async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
      const { slug } = request.params;
      if (!isSlug(slug)) return reply.callNotFound();
      try {
        return await sendCached(cache, request, reply, {
          key: postPagePath(slug),
          render: async () => {
            const found = await app.services.posts.findPublished(slug);
            if (!found || "redirect" in found) return found;
            return renderPost(found.post);
          },
          otherwise: (found) =>
            found
              ? reply.header("cache-control", "no-cache").redirect(postPagePath(found.redirect), 301)
              : reply.callNotFound(),
        });
      } catch (error) {
        return onError(request, reply, error);
      }
    },
  );
}
