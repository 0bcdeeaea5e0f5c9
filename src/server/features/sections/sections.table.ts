/** A content section; `content` is JSON text, `position` keeps the owner's order. */
export interface ContentSectionTable {
  id: string;
  name: string;
  type: string;
  status: string;
  content: string;
  position: number;
  last_modified: string;
  created_at: string;
  /** In the Trash since (decision 142); null: not deleted. */
  deleted_at: string | null;
  deleted_by_id: string | null;
  deleted_by_name: string | null;
}
