import type { FastifyInstance } from "fastify";
import { mediaImageSizes } from "#server/features/markdown/media-image-sizes.ts";
import type { PageCache } from "./page-cache.ts";
import { absoluteHtml, atomFeed, type FeedSite, feedPaths, jsonFeed, rssFeed } from "./post-feeds.ts";
import { sendCached } from "./send-cached.ts";
import { renderWriteUp } from "./write-up-html.ts";

/** How many of the newest posts the feeds carry. */
const feedSize = 20;

/**
 * The feeds of the published posts (decision 159): RSS 2.0 at `/feed.xml`, Atom at `/atom.xml`, JSON
 * Feed 1.1 at `/feed.json`, each with the full write-ups (rendered and sanitised as on the post's
 * page, their addresses absolute), kept in the page cache until a write changes the site.
 */
export function registerFeeds(app: FastifyInstance, { cache }: { cache: PageCache }): void {
  const { publicUrl } = app.config;

  async function load() {
    const [config, posts] = await Promise.all([
      app.services.siteConfig.get(),
      app.services.posts.newest(feedSize),
    ]);
    const site: FeedSite = {
      title: config.site.title || config.site.author,
      description: config.seo.metaDescription ?? "",
      author: config.site.author,
      language: config.site.language,
      publicUrl,
    };
    const sizes = mediaImageSizes(app.services.media);
    const items = await Promise.all(
      posts.map(async (post) => ({
        post,
        html: absoluteHtml(await renderWriteUp(post.body, sizes), publicUrl),
      })),
    );
    return { site, items };
  }

  const feeds = [
    { path: feedPaths.rss, type: "application/rss+xml; charset=utf-8", make: rssFeed },
    { path: feedPaths.atom, type: "application/atom+xml; charset=utf-8", make: atomFeed },
    { path: feedPaths.json, type: "application/feed+json; charset=utf-8", make: jsonFeed },
  ];
  for (const feed of feeds)
    app.get(feed.path, { compress: false }, (request, reply) =>
      sendCached(cache, request, reply, {
        key: feed.path,
        contentType: feed.type,
        cacheControl: "public, max-age=600",
        render: async () => {
          const { site, items } = await load();
          return { text: feed.make(site, items), dependsOn: "everything" };
        },
      }),
    );
}
