import type { PostStatus } from "./rules.ts";

/** A post as visitors see it: no draft, no Markdown source (decision 159). */
export interface PublicPost {
  id: string;
  slug: string;
  title: string;
  summary: string;
  cover: string | null;
  coverFocus: { x: number; y: number } | null;
  tags: string[];
  status: PostStatus;
  publishedAt: string;
  updatedAt: string;
  canonicalUrl: string;
}

/** A post in the Writing section of `/` and its menu link: only what they show. */
export type PostTeaser = Pick<PublicPost, "id" | "slug" | "title" | "summary" | "publishedAt">;

/** How many of the newest posts the Writing section of `/` shows. */
export const latestPostsShown = 3;

export interface PostLink {
  slug: string;
  title: string;
}

/** A heading of the write-up, for the table of contents. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** The post page's part of PageData (`/writing/:slug`). */
export interface PostPageData {
  post: PublicPost;
  /** The write-up as safe HTML, rendered and sanitised on the server. */
  bodyHtml: string;
  /** Shown when the write-up is long (see `tocMinHeadings`); empty otherwise. */
  toc: TocEntry[];
  readingMinutes: number;
  /** The newer and the older published post. */
  newer: PostLink | null;
  older: PostLink | null;
}

/** The list's part of PageData (`/writing`, `?tag=`, `?page=`). */
export interface WritingPageData {
  items: PublicPost[];
  page: number;
  pageCount: number;
  tag: string | null;
}

export const writingPageSize = 10;
/** A table of contents is shown from this many headings on. */
export const tocMinHeadings = 3;

/** The list's address for a tag and a page (1 is the first). */
export function writingListPath({ tag, page = 1 }: { tag?: string | null; page?: number }): string {
  const query = new URLSearchParams();
  if (tag) query.set("tag", tag);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/writing?${text}` : "/writing";
}

/**
 * Minutes to read `text` (Markdown source): words at 230 a minute, and characters of scripts written
 * without spaces (Chinese, Japanese, Korean, Thai) at 500 a minute; at least 1.
 */
export function readingMinutes(text: string): number {
  const dense = text.match(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu,
  );
  const rest = text.replace(
    /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/gu,
    " ",
  );
  const words = rest.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 230 + (dense?.length ?? 0) / 500));
}
