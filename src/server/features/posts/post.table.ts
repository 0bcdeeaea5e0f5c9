import type { PostStatus } from "#shared/posts/rules.ts";

/** The `post` table: one article of the Writing tab (decision 159). `tags` is JSON text of string[]. */
export interface PostTable {
  id: string;
  /** The page's address, `/writing/<slug>`, unique. */
  slug: string;
  title: string;
  summary: string;
  /** The write-up, Markdown. */
  body: string;
  /** The cover's media address; null: none. */
  cover: string | null;
  /** The cover's focal point in whole percentages; null: the centre. */
  cover_focus_x: number | null;
  cover_focus_y: number | null;
  tags: string;
  status: PostStatus;
  /** The date the post shows and is ordered by; set when first published when the owner left it empty. */
  published_at: string | null;
  /** Where the post was first published (dev.to, Hashnode, Medium…); "" for here. */
  canonical_url: string;
  created_at: string;
  updated_at: string;
  /** In the Trash since (decision 160); null: live. */
  deleted_at: string | null;
  deleted_by_id: string | null;
  deleted_by_name: string | null;
}

/** A post's earlier addresses: each answers a 301 to the post's current one. */
export interface PostSlugHistoryTable {
  slug: string;
  post_id: string;
  created_at: string;
}
