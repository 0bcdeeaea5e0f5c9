import { isStringArray, readJson } from "#server/db/columns.ts";
import type { PublicPost } from "#shared/posts/post-page.ts";
import type { Post } from "#shared/posts/schema.ts";
import type { PostRow } from "./post.repository.ts";

/** A stored post as the owner's screens see it. */
export function toPost(row: PostRow): Post {
  const focus =
    row.cover_focus_x === null || row.cover_focus_y === null
      ? null
      : { x: Number(row.cover_focus_x), y: Number(row.cover_focus_y) };
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    cover: row.cover,
    coverFocus: focus,
    tags: readJson<string[]>(row.tags, [], isStringArray),
    status: row.status === "published" ? "published" : "draft",
    publishedAt: row.published_at,
    canonicalUrl: row.canonical_url,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** A published post as visitors see it: no Markdown source, no draft fields. */
export function toPublicPost(post: Post): PublicPost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    summary: post.summary,
    cover: post.cover,
    coverFocus: post.coverFocus,
    tags: post.tags,
    status: post.status,
    publishedAt: post.publishedAt ?? post.updatedAt,
    updatedAt: post.updatedAt,
    canonicalUrl: post.canonicalUrl,
  };
}
