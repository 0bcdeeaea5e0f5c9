import type { mediaImageSizes } from "#server/features/markdown/media-image-sizes.ts";
import { MarkdownTooSlowError, renderMarkdown } from "#server/features/markdown/render-markdown.ts";
import type { TocEntry } from "#shared/posts/post-page.ts";
import { escapeHtml } from "./head-tags.ts";

/**
 * The write-up as HTML. One saved before the time limit existed, that the parser cannot finish in
 * time, is shown as its plain text in paragraphs: the visitor still reads it, and the page answers.
 */
export async function renderWriteUp(
  body: string,
  imageSizes: ReturnType<typeof mediaImageSizes>,
): Promise<string> {
  try {
    return await renderMarkdown(body, { imageSizes });
  } catch (error) {
    if (!(error instanceof MarkdownTooSlowError)) throw error;
    return body
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join("\n");
  }
}

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** The text of escaped HTML: named and numeric character references decoded. */
function decodeText(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return named[name] ?? entity;
  });
}

/** The write-up's second- and third-level headings (their ids are made by the Markdown pipeline). */
export function headingsOf(html: string): TocEntry[] {
  const found: TocEntry[] = [];
  for (const match of html.matchAll(/<h([23]) id="([^"]+)">([\s\S]*?)<\/h\1>/g)) {
    const text = decodeText((match[3] ?? "").replace(/<[^>]*>/g, "")).trim();
    if (text) found.push({ id: match[2] ?? "", text, level: match[1] === "2" ? 2 : 3 });
  }
  return found;
}
