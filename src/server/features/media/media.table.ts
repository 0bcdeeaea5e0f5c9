import type { Generated } from "kysely";

/** The `media` table: one row per uploaded file. `variants` is JSON text of `MediaVariant[]`. */
export interface MediaTable {
  id: string;
  kind: "image" | "video" | "document";
  mime_type: string;
  file_name: string;
  url: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: Generated<string>;
  created_at: string;
}
