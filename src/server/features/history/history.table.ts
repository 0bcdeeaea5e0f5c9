/** One saved version of an editor's item (migration 113, decision 138). */
export interface ItemVersionTable {
  id: string;
  /** `section`, `project`, `site-config`, `components`, `resume`. */
  kind: string;
  /** The section's or project's id; `main` for the things there is one of. */
  item_id: string;
  /** 1, 2, … per item. */
  version: number;
  saved_at: string;
  /** Who saved it; null (both) for the content an item had before its history was kept. */
  saved_by_id: string | null;
  saved_by_name: string | null;
  /** JSON text: the changed fields' names. */
  changed: string;
  /** The version this save restored, if it was a restore. */
  restored_from: number | null;
  /** null: `content` is the JSON deflated alone; else deflated against that version's JSON. */
  base_version: number | null;
  /** The JSON's length in bytes. */
  size: number;
  content: Uint8Array;
}
