import type { FastifyInstance } from "fastify";
import { clientRenderedPaths, livePreviewPath } from "#shared/page/routes.ts";
import { postPagePath } from "#shared/posts/rules.ts";
import { projectPagePath } from "#shared/projects/slug.ts";
import { escapeHtml } from "./head-tags.ts";
import type { PageCache } from "./page-cache.ts";
import { sendCached } from "./send-cached.ts";

/**
 * Where `/favicon.ico` points: the configured `site.favicon` when it is a path on this site or an http(s)
 * address, else the bundled SVG (there is no .ico file, so a redirect back to it would loop).
 */
export function faviconLocation(favicon: string, publicUrl: string): string {
  const fallback = "/favicon.svg";
  if (!favicon) return fallback;
  let url: URL;
  try {
    url = new URL(favicon, `${publicUrl}/`);
  } catch {
    return fallback;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return fallback;
  if (url.origin !== new URL(publicUrl).origin) return url.href;
  return url.pathname === "/favicon.ico" ? fallback : `${url.pathname}${url.search}`;
}

/** robots.txt (owner screens and previews disallowed, sitemap announced), sitemap.xml (the public page and the projects' pages), /favicon.ico. */
export function registerSeoRoutes(app: FastifyInstance, cache: PageCache): void {
  const { publicUrl } = app.config;

  app.get("/robots.txt", async (_request, reply) => {
    const lines = [
      "User-agent: *",
      "Allow: /",
      ...[...clientRenderedPaths, livePreviewPath].map((path) => `Disallow: ${path}`),
      "Disallow: /api/",
      // The owner's previews of drafts (`?preview=1`) are never indexed (decision 101).
      "Disallow: /*?preview=",
      "Disallow: /*&preview=",
      "",
      `Sitemap: ${publicUrl}/sitemap.xml`,
      "",
    ];
    return reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(lines.join("\n"));
  });

  // Browsers and crawlers ask for /favicon.ico whatever the page links; send them to the configured icon.
  app.get("/favicon.ico", async (_request, reply) =>
    reply
      .header("cache-control", "public, max-age=3600")
      .redirect(faviconLocation(app.liveSiteConfig.get().site.favicon, publicUrl), 302),
  );

  // The public page, every published project's page and post with when it last changed (drafts never):
  // made from every project, kept in the page cache until a write changes any.
  app.get("/sitemap.xml", { compress: false }, (request, reply) =>
    sendCached(cache, request, reply, {
      key: "/sitemap.xml",
      contentType: "application/xml; charset=utf-8",
      cacheControl: "public, max-age=3600",
      render: async () => {
        const [projects, posts] = await Promise.all([
          app.services.projects.pages(),
          app.services.posts.pages(),
        ]);
        return { text: sitemap(projects, posts), dependsOn: "everything" };
      },
    }),
  );

  function sitemap(
    pages: { slug: string; updatedAt: string }[],
    posts: { slug: string; updatedAt: string }[],
  ): string {
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      `  <url><loc>${escapeHtml(`${publicUrl}/`)}</loc><changefreq>weekly</changefreq><priority>1.0</priority></url>`,
      ...pages.map(
        (page) =>
          `  <url><loc>${escapeHtml(`${publicUrl}${projectPagePath(page.slug)}`)}</loc><lastmod>${escapeHtml(page.updatedAt)}</lastmod><priority>0.8</priority></url>`,
      ),
      ...(posts.length
        ? [
            `  <url><loc>${escapeHtml(`${publicUrl}/writing`)}</loc><changefreq>weekly</changefreq><priority>0.7</priority></url>`,
          ]
        : []),
      ...posts.map(
        (post) =>
          `  <url><loc>${escapeHtml(`${publicUrl}${postPagePath(post.slug)}`)}</loc><lastmod>${escapeHtml(post.updatedAt)}</lastmod><priority>0.6</priority></url>`,
      ),
      "</urlset>",
      "",
    ].join("\n");
  }
}
