import { postPagePath } from "#shared/posts/rules.ts";
import type { Post } from "#shared/posts/schema.ts";

/** What every feed says about the site. */
export interface FeedSite {
  title: string;
  description: string;
  author: string;
  language: string;
  publicUrl: string;
}

/** A post in a feed: the post and its write-up as HTML with absolute addresses. */
export interface FeedItem {
  post: Post;
  html: string;
}

/** The three feeds' addresses, newest standard first in the pages' heads. */
export const feedPaths = { rss: "/feed.xml", atom: "/atom.xml", json: "/feed.json" } as const;

/** XML text: the five special characters escaped, and characters XML 1.0 forbids dropped. */
export function xmlText(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** The write-up's site-relative links and images made absolute, as a feed reader needs them. */
export function absoluteHtml(html: string, publicUrl: string): string {
  return html.replace(/\s(href|src)="\/(?!\/)/g, (_, attribute: string) => ` ${attribute}="${publicUrl}/`);
}

const postUrl = (site: FeedSite, post: Post) => `${site.publicUrl}${postPagePath(post.slug)}`;
const published = (post: Post) => post.publishedAt ?? post.updatedAt;

/** RSS 2.0, the full write-up in `content:encoded`. */
export function rssFeed(site: FeedSite, items: FeedItem[]): string {
  const self = `${site.publicUrl}${feedPaths.rss}`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${xmlText(site.title)}</title>`,
    `<link>${xmlText(`${site.publicUrl}/writing`)}</link>`,
    `<description>${xmlText(site.description || site.title)}</description>`,
    `<language>${xmlText(site.language)}</language>`,
    `<atom:link href="${xmlText(self)}" rel="self" type="application/rss+xml"/>`,
    ...(items[0]
      ? [`<lastBuildDate>${new Date(published(items[0].post)).toUTCString()}</lastBuildDate>`]
      : []),
    ...items.map(({ post, html }) =>
      [
        "<item>",
        `<title>${xmlText(post.title)}</title>`,
        `<link>${xmlText(postUrl(site, post))}</link>`,
        `<guid isPermaLink="false">${xmlText(`urn:uuid:${post.id}`)}</guid>`,
        `<pubDate>${new Date(published(post)).toUTCString()}</pubDate>`,
        `<dc:creator>${xmlText(site.author)}</dc:creator>`,
        ...(post.summary ? [`<description>${xmlText(post.summary)}</description>`] : []),
        ...post.tags.map((tag) => `<category>${xmlText(tag)}</category>`),
        `<content:encoded>${xmlText(html)}</content:encoded>`,
        "</item>",
      ].join("\n"),
    ),
    "</channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Atom 1.0, the full write-up as `content type="html"`. */
export function atomFeed(site: FeedSite, items: FeedItem[]): string {
  const updated = items[0] ? items[0].post.updatedAt : new Date(0).toISOString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(site.language)}">`,
    `<title>${xmlText(site.title)}</title>`,
    ...(site.description ? [`<subtitle>${xmlText(site.description)}</subtitle>`] : []),
    `<id>${xmlText(`${site.publicUrl}/writing`)}</id>`,
    `<link rel="alternate" type="text/html" href="${xmlText(`${site.publicUrl}/writing`)}"/>`,
    `<link rel="self" type="application/atom+xml" href="${xmlText(`${site.publicUrl}${feedPaths.atom}`)}"/>`,
    `<updated>${xmlText(updated)}</updated>`,
    `<author><name>${xmlText(site.author)}</name><uri>${xmlText(`${site.publicUrl}/`)}</uri></author>`,
    ...items.map(({ post, html }) =>
      [
        "<entry>",
        `<title>${xmlText(post.title)}</title>`,
        `<id>${xmlText(`urn:uuid:${post.id}`)}</id>`,
        `<link rel="alternate" type="text/html" href="${xmlText(postUrl(site, post))}"/>`,
        `<published>${xmlText(published(post))}</published>`,
        `<updated>${xmlText(post.updatedAt)}</updated>`,
        ...(post.summary ? [`<summary>${xmlText(post.summary)}</summary>`] : []),
        ...post.tags.map((tag) => `<category term="${xmlText(tag)}"/>`),
        `<content type="html">${xmlText(html)}</content>`,
        "</entry>",
      ].join("\n"),
    ),
    "</feed>",
    "",
  ].join("\n");
}

/** JSON Feed 1.1. */
export function jsonFeed(site: FeedSite, items: FeedItem[]): string {
  return JSON.stringify({
    version: "https://jsonfeed.org/version/1.1",
    title: site.title,
    home_page_url: `${site.publicUrl}/writing`,
    feed_url: `${site.publicUrl}${feedPaths.json}`,
    ...(site.description ? { description: site.description } : {}),
    language: site.language,
    authors: [{ name: site.author, url: `${site.publicUrl}/` }],
    items: items.map(({ post, html }) => ({
      id: `urn:uuid:${post.id}`,
      url: postUrl(site, post),
      title: post.title,
      content_html: html,
      ...(post.summary ? { summary: post.summary } : {}),
      date_published: published(post),
      date_modified: post.updatedAt,
      ...(post.tags.length ? { tags: post.tags } : {}),
      ...(post.cover ? { image: new URL(post.cover, `${site.publicUrl}/`).href } : {}),
    })),
  });
}

/** The feeds' `<link rel="alternate">` tags for a page's head; none until a post is published. */
export function feedLinks(anyPublished: boolean, siteTitle: string): string {
  if (!anyPublished) return "";
  const title = xmlText(siteTitle || "Writing");
  // Each on a line of its own after the head tags before them.
  return (
    "\n    " +
    [
      `<link rel="alternate" type="application/rss+xml" title="${title}" href="${feedPaths.rss}">`,
      `<link rel="alternate" type="application/atom+xml" title="${title}" href="${feedPaths.atom}">`,
      `<link rel="alternate" type="application/feed+json" title="${title}" href="${feedPaths.json}">`,
    ].join("\n    ")
  );
}
