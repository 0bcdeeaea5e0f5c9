import { defaultSiteConfig, type SiteConfig } from "#shared/site-config/schema.ts";
import { cardHeight, cardWidth } from "./social-card.tsx";

/** The image a page's Open Graph and Twitter tags name: absolute, with its size when it is a generated card. */
export interface ShareImage {
  url: string;
  width?: number;
  height?: number;
  type?: string;
}

/** A generated card at `path` as a share image on `publicUrl`. */
export const cardImage = (path: string, publicUrl: string): ShareImage => ({
  url: `${publicUrl}${path}`,
  width: cardWidth,
  height: cardHeight,
  type: "image/png",
});

/** The owner's own `seo.ogImage` when they set one (not empty, not the sample image); else undefined. */
export function ownShareImage(
  seo: Pick<SiteConfig["seo"], "ogImage">,
  publicUrl: string,
): ShareImage | undefined {
  const value = seo.ogImage.trim();
  if (!value || value === defaultSiteConfig.seo.ogImage) return undefined;
  return { url: /^https?:\/\//i.test(value) ? value : new URL(value, `${publicUrl}/`).href };
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** `og:image` (with its size and type when known) and `twitter:image`. */
export function shareImageTags(image: ShareImage): string {
  const url = escapeAttribute(image.url);
  return [
    `<meta property="og:image" content="${url}">`,
    image.type ? `<meta property="og:image:type" content="${image.type}">` : "",
    image.width ? `<meta property="og:image:width" content="${image.width}">` : "",
    image.height ? `<meta property="og:image:height" content="${image.height}">` : "",
    `<meta name="twitter:image" content="${url}">`,
  ]
    .filter(Boolean)
    .join("\n    ");
}
