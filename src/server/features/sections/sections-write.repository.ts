import { type Kysely, sql, type Transaction } from "kysely";
import type { DB } from "#server/db/schema.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import { newSectionRow, toContentSection } from "./sections.repository.ts";

export async function findSectionRow(db: Kysely<DB>, id: string): Promise<ContentSection | undefined> {
  const row = await db.selectFrom("content_section").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toContentSection(row);
}

export async function nextSectionPosition(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom("content_section")
    .select((eb) => eb.fn.coalesce(eb.fn.max("position"), sql<number>`-1`).as("last"))
    .executeTakeFirst();
  return Number(row?.last ?? -1) + 1;
}

export async function insertSectionRow(
  db: Kysely<DB> | Transaction<DB>,
  section: ContentSection,
  position: number,
): Promise<void> {
  await db.insertInto("content_section").values(newSectionRow(section, position)).execute();
}

export async function updateSectionRow(
  db: Kysely<DB>,
  id: string,
  patch: { name?: string; status?: string; content?: Record<string, unknown> },
  lastModified: string,
): Promise<boolean> {
  const result = await db
    .updateTable("content_section")
    .set({
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
      ...(patch.content !== undefined ? { content: JSON.stringify(patch.content) } : {}),
      last_modified: lastModified,
    })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteSectionRow(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("content_section").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Replaces every section in one transaction: all of the new list is stored, or nothing changes. */
export async function replaceAllSections(db: Kysely<DB>, sections: ContentSection[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("content_section").execute();
    for (const [position, section] of sections.entries()) await insertSectionRow(trx, section, position);
  });
}
