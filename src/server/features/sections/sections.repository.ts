import { type Insertable, type Selectable, sql } from "kysely";
import { type Db, isPlainObject, readJson, writeJson } from "#server/db/columns.ts";
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

/** Every section (or those of one status) in the owner's order. */
export async function listSections(
  db: Db,
  filter: { status?: ContentSection["status"] } = {},
): Promise<ContentSection[]> {
  let query = db.selectFrom("content_section").selectAll();
  if (filter.status) query = query.where("status", "=", filter.status);
  const rows = await query.orderBy("position", "asc").orderBy("created_at", "asc").orderBy("id").execute();
  return rows.map(toContentSection);
}

export async function findSection(db: Db, id: string): Promise<ContentSection | undefined> {
  const row = await db.selectFrom("content_section").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toContentSection(row);
}

export async function countSections(db: Db): Promise<number> {
  const row = await db
    .selectFrom("content_section")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The position after the last section. */
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
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSection(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("content_section").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteAllSections(db: Db): Promise<void> {
  await db.deleteFrom("content_section").execute();
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
