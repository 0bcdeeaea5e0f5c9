import type { Insertable, Kysely, Selectable } from "kysely";
import type { DB } from "#server/db/schema.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import type { ContentSectionTable } from "./sections.table.ts";

function parseContent(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** A row as the API's section shape. */
export function toContentSection(row: Selectable<ContentSectionTable>): ContentSection {
  return {
    id: row.id,
    name: row.name,
    type: row.type as ContentSection["type"],
    status: row.status as ContentSection["status"],
    content: parseContent(row.content),
    lastModified: row.last_modified,
  };
}

/** The section as a new row at `position`. */
export function newSectionRow(
  section: ContentSection,
  position: number,
  createdAt = new Date().toISOString(),
): Insertable<ContentSectionTable> {
  return {
    id: section.id,
    name: section.name,
    type: section.type,
    status: section.status,
    content: JSON.stringify(section.content),
    position,
    last_modified: section.lastModified,
    created_at: createdAt,
  };
}

export async function listSectionRows(
  db: Kysely<DB>,
  filter: { status?: ContentSection["status"] } = {},
): Promise<ContentSection[]> {
  let query = db.selectFrom("content_section").selectAll();
  if (filter.status) query = query.where("status", "=", filter.status);
  const rows = await query.orderBy("position", "asc").orderBy("created_at", "asc").orderBy("id").execute();
  return rows.map(toContentSection);
}

export async function countSections(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom("content_section")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Inserts sections, skipping any id that already exists. */
export async function insertSectionsIfMissing(db: Kysely<DB>, sections: ContentSection[]): Promise<void> {
  const now = new Date().toISOString();
  for (const [position, section] of sections.entries()) {
    await db
      .insertInto("content_section")
      .values(newSectionRow(section, position, now))
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
  }
}

const seededKey = "seed.content-sections";

export async function sectionsWereSeeded(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom("app_setting")
    .select("key")
    .where("key", "=", seededKey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markSectionsSeeded(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto("app_setting")
    .values({ key: seededKey, value: "1", updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("key").doNothing())
    .execute();
}
