import { pageScriptTags } from "#server/features/site-config/site-scripts.ts";
import { type ShareImage, shareImageTags } from "#server/features/social-cards/card-meta.ts";
import type { PostPageData } from "#shared/posts/post-page.ts";
import { postPagePath } from "#shared/posts/rules.ts";
import { escapeHtml, headTags, jsonForScript } from "./head-tags.ts";
import type { LoadedPage } from "./page-data.ts";
import { themeStyle } from "./theme-style.ts";

const absolute = (value: string, publicUrl: string) =>
  /^https?:\/\//i.test(value) ? value : new URL(value, `${publicUrl}/`).href;

const meta = (attr: "name" | "property", key: string, content: string) =>
  content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : "";

/**
 * A post page's head (decision 159): title, description (the summary), canonical (the address where
 * it was first published when the owner gave one, else its own), Open Graph (article), Twitter card,
 * JSON-LD `BlogPosting` by the owner, the theme.
 */
export function postHead(
  page: LoadedPage,
  postPage: PostPageData,
  publicUrl: string,
  card: ShareImage,
): string {
  const { site, seo } = page.siteConfig;
  const { post } = postPage;
  const ownUrl = `${publicUrl}${postPagePath(post.slug)}`;
  const canonical = post.canonicalUrl || ownUrl;
  const title = site.title ? `${post.title} · ${site.title}` : post.title;
  const description = post.summary;
  // Shared, the post shows its card (its cover, title and summary); in its structured data, its cover.
  const image: ShareImage = post.cover ? { url: absolute(post.cover, publicUrl) } : card;
  const posting = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${ownUrl}#post`,
    mainEntityOfPage: canonical,
    url: ownUrl,
    headline: post.title,
    ...(description ? { description } : {}),
    image: image.url,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: site.language,
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
    author: { "@type": "Person", name: site.author, url: `${publicUrl}/` },
  };
  return [
    headTags({ title, description, canonicalUrl: canonical, noIndex: false }),
    themeStyle(page.siteConfig, page.data.components),
    meta("name", "author", site.author),
    meta("property", "og:type", "article"),
    meta("property", "og:url", canonical),
    meta("property", "og:title", post.title),
    meta("property", "og:description", description),
    shareImageTags(card),
    meta("property", "og:site_name", site.title),
    meta("property", "article:published_time", post.publishedAt),
    meta("property", "article:modified_time", post.updatedAt),
    ...post.tags.map((tag) => meta("property", "article:tag", tag)),
    meta("name", "twitter:card", seo.twitterCard || "summary_large_image"),
    meta("name", "twitter:title", post.title),
    meta("name", "twitter:description", description),
    `<script type="application/ld+json">${jsonForScript(posting)}</script>`,
    pageScriptTags(page.siteConfig),
  ]
    .filter(Boolean)
    .join("\n    ");
}

/** The list's head: its title (with the tag), the site's description, its own canonical address. */
export function writingHead(page: LoadedPage, heading: string, url: string): string {
  const { site, seo } = page.siteConfig;
  const title = site.title ? `${heading} · ${site.title}` : heading;
  return [
    headTags({ title, description: seo.metaDescription ?? "", canonicalUrl: url, noIndex: false }),
    themeStyle(page.siteConfig, page.data.components),
    meta("property", "og:type", "website"),
    meta("property", "og:url", url),
    meta("property", "og:title", title),
    meta("property", "og:site_name", site.title),
    pageScriptTags(page.siteConfig),
  ]
    .filter(Boolean)
    .join("\n    ");
}
