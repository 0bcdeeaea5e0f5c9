import type { PageData } from "../../shared/page-data.ts";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** JSON that is safe inside a <script> element: nothing in it can close the element or open a comment. */
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

export function homeHead(data: PageData, publicUrl: string): string {
  return headTags({
    title: data.site.title,
    description: data.site.description,
    canonicalUrl: `${publicUrl}/`,
  });
}
