import type { Db } from "#server/db/columns.ts";
import {
  listDeletedRows,
  markRowDeleted,
  type TrashedItem,
  type TrashMark,
} from "#server/features/trash/trash-mark.ts";
import { type ProjectRecord, toRecord } from "./project.repository.ts";

// The projects' queries about the Trash (decision 142): a deleted project keeps its row until it is
// deleted for good.

/** Puts a live project in the Trash (`mark`), or takes one out of it (null): see `markRowDeleted`. */
export const markProjectDeleted = (db: Db, id: string, mark: TrashMark | null) =>
  markRowDeleted(db, "project", id, mark);

/** The projects in the Trash (deleted before `before` when given), the most recently deleted first. */
export const listDeletedProjects = (db: Db, before?: string): Promise<TrashedItem[]> =>
  listDeletedRows(db, "project", (slug) => `/projects/${slug}`, before);

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
