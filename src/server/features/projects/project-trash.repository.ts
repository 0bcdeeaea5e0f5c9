import type { Db } from "#server/db/columns.ts";
import {
  type TrashedItem,
  type TrashMark,
  trashColumns,
  trashMarkOf,
} from "#server/features/trash/trash-mark.ts";
import { type ProjectRecord, toRecord } from "./project.repository.ts";

// The projects' queries about the Trash (decision 142): a deleted project keeps its row until it is
// deleted for good.

/**
 * Puts a live project in the Trash (`mark`), or takes one out of it (null); false when there is no such
 * project where it was expected. Its row, slug, gallery and history stay as they are.
 */
export async function markProjectDeleted(db: Db, id: string, mark: TrashMark | null): Promise<boolean> {
  const result = await db
    .updateTable("project")
    .set(trashColumns(mark))
    .where("id", "=", id)
    .where("deleted_at", mark ? "is" : "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The projects in the Trash (deleted before `before` when given), the most recently deleted first. */
export async function listDeletedProjects(db: Db, before?: string): Promise<TrashedItem[]> {
  let query = db
    .selectFrom("project")
    .select(["id", "title", "slug", "deleted_at", "deleted_by_id", "deleted_by_name"])
    .where("deleted_at", "is not", null);
  if (before) query = query.where("deleted_at", "<=", before);
  const rows = await query.orderBy("deleted_at", "desc").orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    detail: `/projects/${row.slug ?? row.id}`,
    ...trashMarkOf(row),
  }));
}

/** A project in the Trash, whole (what deleting it for good takes away). */
export async function findDeletedProject(db: Db, id: string): Promise<ProjectRecord | undefined> {
  const row = await db
    .selectFrom("project")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is not", null)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Removes the row for good; its earlier addresses and GitHub link go with it (foreign keys). */
export async function deleteProject(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("project").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
