import type { Generated } from "kysely";

/** The `project` table. technologies/features are JSON text arrays, links JSON text, is_active 0/1. */
export interface ProjectTable {
  id: string;
  title: string;
  description: string;
  category: string;
  image: string | null;
  video: string | null;
  technologies: Generated<string>;
  features: Generated<string>;
  links: Generated<string>;
  duration: Generated<string>;
  status: Generated<string>;
  priority: Generated<number>;
  is_active: Generated<number>;
  /** The owner's manual gallery place; null: ordered by priority and date. */
  position: number | null;
  /** The image's focal point in whole percentages; null: the centre. */
  image_focus_x: number | null;
  image_focus_y: number | null;
  /** The page's address, unique (decision 101). */
  slug: string | null;
  /** The write-up, Markdown. */
  body: Generated<string>;
  /** The captioned gallery, JSON text of GalleryImage[]. */
  gallery: Generated<string>;
  seo_title: Generated<string>;
  seo_description: Generated<string>;
  /** An uploaded social card (media URL); null: the generated one. */
  social_card: string | null;
  created_at: string;
  updated_at: string;
  /** In the Trash since (decision 142); null: not deleted. */
  deleted_at: string | null;
  deleted_by_id: string | null;
  deleted_by_name: string | null;
  /** 'public' | 'unlisted' | 'protected' (decision 158). */
  visibility: Generated<string>;
  /** The protected page's password, argon2id; null: share links only. Never leaves the server. */
  password_hash: string | null;
}

/** A project's earlier addresses: each answers a 301 to the project's current one. */
export interface ProjectSlugHistoryTable {
  slug: string;
  project_id: string;
  created_at: string;
}
