import type { SavedBy } from "#server/features/history/history.service.ts";

/** When an item went to the Trash and who sent it there (decision 142). */
export interface TrashMark {
  deletedAt: string;
  deletedBy: SavedBy | null;
}

/** An item in the Trash as its feature lists it: what the Trash view names it by. */
export interface TrashedItem extends TrashMark {
  id: string;
  title: string;
  /** A second line: a project's page address, a section's type. */
  detail: string;
  /** When it leaves the Trash when that is not 30 days after its delete (an invitation: when its link expires). */
  purgeAt?: string;
}

/** The row's columns for a mark, or for none (back out of the Trash). */
export function trashColumns(mark: TrashMark | null) {
  return {
    deleted_at: mark?.deletedAt ?? null,
    deleted_by_id: mark?.deletedBy?.id ?? null,
    deleted_by_name: mark?.deletedBy ? mark.deletedBy.name : null,
  };
}

/** The mark read back from a row's columns. */
export function trashMarkOf(row: {
  deleted_at: string | null;
  deleted_by_id: string | null;
  deleted_by_name: string | null;
}): TrashMark {
  return {
    deletedAt: row.deleted_at ?? "",
    deletedBy: row.deleted_by_name === null ? null : { id: row.deleted_by_id, name: row.deleted_by_name },
  };
}
