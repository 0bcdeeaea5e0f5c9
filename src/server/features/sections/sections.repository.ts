import { type Insertable, type Selectable, sql } from "kysely";
import { type Db, isPlainObject, readJson, writeJson } from "#server/db/columns.ts";
import {
  type TrashedItem,
  type TrashMark,
  trashColumns,
  trashMarkOf,
} from "#server/features/trash/trash-mark.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import type { ContentSectionTable } from "./sections.table.ts";

/** A row as the API's section shape; unreadable content reads as an empty object. */
function toContentSection(row: Selectable<ContentSectionTable>): ContentSection {
  return {
    id: row.id,
    name: row.name,
    type: row.type as ContentSection["type"],
    status: row.status as ContentSection["status"],
    content: readJson<Record<string, unknown>>(row.content, {}, isPlainObject),
    lastModified: row.last_modified,
  };
}

/** The section as a new row at `position`. */
function newSectionRow(
  section: ContentSection,
  position: number,
  createdAt: string,
): Insertable<ContentSectionTable> {
  return {
    id: section.id,
    name: section.name,
    type: section.type,
    status: section.status,
    content: writeJson(section.content),
    position,
    last_modified: section.lastModified,
    created_at: createdAt,
  };
}

/** The sections that are not in the Trash: every reader's starting point (decision 142). */
const liveSections = (db: Db) => db.selectFrom("content_section").where("deleted_at", "is", null);

/** Every section (or those of one status) in the owner's order, the Trash's aside. */
export async function listSections(
  db: Db,
  filter: { status?: ContentSection["status"] } = {},
): Promise<ContentSection[]> {
  let query = liveSections(db).selectAll();
  if (filter.status) query = query.where("status", "=", filter.status);
  const rows = await query.orderBy("position", "asc").orderBy("created_at", "asc").orderBy("id").execute();
  return rows.map(toContentSection);
}

export async function findSection(db: Db, id: string): Promise<ContentSection | undefined> {
  const row = await liveSections(db).selectAll().where("id", "=", id).executeTakeFirst();
  return row && toContentSection(row);
}

export async function countSections(db: Db): Promise<number> {
  const row = await liveSections(db)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The position after the last section (those in the Trash too, so a restored one keeps its place). */
export async function nextSectionPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom("content_section")
    .select((eb) => eb.fn.coalesce(eb.fn.max("position"), sql<number>`-1`).as("last"))
    .executeTakeFirst();
  return Number(row?.last ?? -1) + 1;
}

export async function insertSection(
  db: Db,
  section: ContentSection,
  position: number,
  createdAt: string,
): Promise<void> {
  await db
    .insertInto("content_section")
    .values(newSectionRow(section, position, createdAt))
    .execute();
}

/** Inserts sections in list order, skipping any id that already exists. */
export async function insertSectionsIfMissing(
  db: Db,
  sections: ContentSection[],
  now: string,
): Promise<void> {
  for (const [position, section] of sections.entries()) {
    await db
      .insertInto("content_section")
      .values(newSectionRow(section, position, now))
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
  }
}

/** Changes the given fields and sets last_modified; false when there is no such section. */
export async function updateSection(
  db: Db,
  id: string,
  patch: { name?: string; status?: string; content?: Record<string, unknown> },
  lastModified: string,
): Promise<boolean> {
  const result = await db
    .updateTable("content_section")
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.content !== undefined ? { content: writeJson(patch.content) } : {}),
      last_modified: lastModified,
    })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Puts a live section in the Trash (`mark`) or takes one out of it (null), keeping its place. */
export async function markSectionDeleted(db: Db, id: string, mark: TrashMark | null): Promise<boolean> {
  const result = await db
    .updateTable("content_section")
    .set(trashColumns(mark))
    .where("id", "=", id)
    .where("deleted_at", mark ? "is" : "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The sections in the Trash (deleted before `before` when given), the most recently deleted first. */
export async function listDeletedSections(db: Db, before?: string): Promise<TrashedItem[]> {
  let query = db
    .selectFrom("content_section")
    .select(["id", "name", "type", "deleted_at", "deleted_by_id", "deleted_by_name"])
    .where("deleted_at", "is not", null);
  if (before) query = query.where("deleted_at", "<=", before);
  const rows = await query.orderBy("deleted_at", "desc").orderBy("id").execute();
  return rows.map((row) => ({ id: row.id, title: row.name, detail: row.type, ...trashMarkOf(row) }));
}

/** A section in the Trash, whole. */
export async function findDeletedSection(db: Db, id: string): Promise<ContentSection | undefined> {
  const row = await db
    .selectFrom("content_section")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is not", null)
    .executeTakeFirst();
  return row && toContentSection(row);
}

/** Removes the row for good. */
export async function deleteSection(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("content_section").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * An import's clearing: every live section, and those in the Trash whose id the file brings back (the
 * file's section replaces them); the rest of the Trash stays.
 */
export async function deleteSectionsForImport(db: Db, importedIds: readonly string[]): Promise<void> {
  await db.deleteFrom("content_section").where("deleted_at", "is", null).execute();
  if (importedIds.length > 0)
    await db
      .deleteFrom("content_section")
      .where("id", "in", [...importedIds])
      .execute();
}

const seededKey = "seed.content-sections";

export async function sectionsWereSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("app_setting")
    .select("key")
    .where("key", "=", seededKey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markSectionsSeeded(db: Db, now: string): Promise<void> {
  await db
    .insertInto("app_setting")
    .values({ key: seededKey, value: "1", updated_at: now })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}
