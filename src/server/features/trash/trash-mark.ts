import type { Db } from "#server/db/columns.ts";
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

/** The tables whose rows wait in the Trash as pages with an address: projects and posts (decisions 142, 160). */
type PageTable = "project" | "post";

/**
 * Puts a live row of `table` in the Trash (`mark`), or takes one out of it (null); false when there is
 * no such row where it was expected. The row itself, its slug and its history stay as they are.
 */
export async function markRowDeleted(
  db: Db,
  table: PageTable,
  id: string,
  mark: TrashMark | null,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set(trashColumns(mark))
    .where("id", "=", id)
    .where("deleted_at", mark ? "is" : "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The rows of `table` in the Trash (deleted at or before `before` when given), the most recently deleted first. */
export async function listDeletedRows(
  db: Db,
  table: PageTable,
  address: (slug: string) => string,
  before?: string,
): Promise<TrashedItem[]> {
  let query = db
    .selectFrom(table)
    .select(["id", "title", "slug", "deleted_at", "deleted_by_id", "deleted_by_name"])
    .where("deleted_at", "is not", null);
  if (before) query = query.where("deleted_at", "<=", before);
  const rows = await query.orderBy("deleted_at", "desc").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    detail: address(row.slug ?? row.id),
    ...trashMarkOf(row),
  }));
}
