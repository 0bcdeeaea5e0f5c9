import { pageScriptTags } from "#server/features/site-config/site-scripts.ts";
import { ownShareImage, type ShareImage, shareImageTags } from "#server/features/social-cards/card-meta.ts";
import { analyticsMetaName } from "#shared/analytics/rules.ts";
import { searchTexts } from "#shared/site-config/sample-leftovers.ts";
import type { LoadedPage } from "./page-data.ts";
import { themeStyle } from "./theme-style.ts";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** JSON that is safe inside a <script> element: nothing in it can close the element or open a comment. */
/**
 * The mark that tells a page without embedded data (the 404 page, a project's page, the résumé) to load
 * the built-in tracker: present while built-in analytics is on, never in the owner's previews.
 */
export function analyticsMeta(on: boolean): string {
  return on ? `<meta name="${analyticsMetaName}" content="on">` : "";
}

export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

export interface HeadOptions {
  title: string;
  description: string;
  canonicalUrl?: string;
  noIndex?: boolean;
}

export function headTags({ title, description, canonicalUrl, noIndex }: HeadOptions): string {
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">` : "",
    noIndex ? `<meta name="robots" content="noindex">` : "",
  ]
    .filter(Boolean)
    .join("\n    ");
}

function absoluteUrl(value: string, publicUrl: string): string {
  if (!value) return "";
  if (/^https?:\/\//i.test(value)) return value;
  return `${publicUrl}${value.startsWith("/") ? "" : "/"}${value}`;
}

/**
 * The role in a site title of the usual "Name — Role" (or "Role | Name") form, for JSON-LD's
 * `jobTitle`; undefined when the title is not the author's name plus one other part.
 */
export function roleFromSiteTitle(title: string, author: string): string | undefined {
  const parts = title.split(/\s+[—–\-|·:]\s+/).map((part) => part.trim());
  const name = author.trim().toLowerCase();
  if (parts.length !== 2 || !name) return undefined;
  const [first = "", second = ""] = parts;
  if (first.toLowerCase() === name) return second || undefined;
  if (second.toLowerCase() === name) return first || undefined;
  return undefined;
}

/** JSON-LD: the site (named by `site.title`) and its author, the person the page is about. */
function structuredData({ siteConfig }: LoadedPage, canonicalUrl: string, description: string) {
  const { site, contact } = siteConfig;
  const personId = `${canonicalUrl}#person`;
  // The person is described by the site's description (not the page's search text), never the sample's.
  const about = searchTexts(siteConfig).description;
  const jobTitle = roleFromSiteTitle(site.title, site.author);
  const sameAs = Object.values(contact.socialLinks).filter((link) => /^https?:\/\//.test(link));
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "WebSite",
        "@id": `${canonicalUrl}#website`,
        name: site.title,
        url: canonicalUrl,
        description,
        author: { "@id": personId },
      },
      {
        "@type": "Person",
        "@id": personId,
        name: site.author,
        url: canonicalUrl,
        ...(jobTitle ? { jobTitle } : {}),
        ...(about ? { description: about } : {}),
        ...(contact.email ? { email: `mailto:${contact.email}` } : {}),
        ...(contact.location
          ? { address: { "@type": "PostalAddress", addressLocality: contact.location } }
          : {}),
        ...(sameAs.length > 0 ? { sameAs } : {}),
      },
    ],
  };
}

/**
 * The public page's head: title, description, keywords, canonical, Open Graph, Twitter card, JSON-LD.
 * The share image is the owner's own `seo.ogImage` when set, else `card` (the generated social card).
 */
export function homeHead(page: LoadedPage, publicUrl: string, card?: ShareImage): string {
  const { site, seo } = page.siteConfig;
  const texts = searchTexts(page.siteConfig);
  const title = texts.metaTitle || site.title;
  const description = texts.metaDescription || texts.description || site.title;
  const canonicalUrl = `${publicUrl}/`;
  const ogTitle = texts.ogTitle || title;
  const ogDescription = texts.ogDescription || description;
  const ownImage = ownShareImage(seo, publicUrl);
  const shareImage = ownImage ?? card;
  const ogImage = shareImage ? "" : absoluteUrl(seo.ogImage, publicUrl);
  const meta = (attr: "name" | "property", key: string, content: string) =>
    content ? `<meta ${attr}="${key}" content="${escapeHtml(content)}">` : "";
  return [
    headTags({ title, description, canonicalUrl }),
    themeStyle(page.siteConfig, page.data.components),
    meta("name", "keywords", texts.keywords),
    meta("name", "author", site.author),
    site.favicon && site.favicon !== "/favicon.svg"
      ? `<link rel="icon" href="${escapeHtml(site.favicon)}">`
      : "",
    meta("property", "og:type", "website"),
    meta("property", "og:url", canonicalUrl),
    meta("property", "og:title", ogTitle),
    meta("property", "og:description", ogDescription),
    meta("property", "og:image", ogImage),
    shareImage ? shareImageTags(shareImage) : "",
    meta("property", "og:site_name", site.title),
    meta("name", "twitter:card", seo.twitterCard),
    meta("name", "twitter:title", ogTitle),
    meta("name", "twitter:description", ogDescription),
    meta("name", "twitter:image", ogImage),
    `<script type="application/ld+json">${jsonForScript(structuredData(page, canonicalUrl, description))}</script>`,
    // Analytics (only while enableAnalytics) and the service worker (only while enabled).
    pageScriptTags(page.siteConfig),
  ]
    .filter(Boolean)
    .join("\n    ");
}
