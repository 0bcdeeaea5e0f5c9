import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { type Db, isPlainObject, readJson, writeJson } from "#server/db/columns.ts";
import type { DB } from "#server/db/schema.ts";
import { invalid, notFound } from "#server/errors.ts";
import type { SavedBy } from "#server/features/history/history.service.ts";
import {
  type TrashedItem,
  type TrashMark,
  trashColumns,
  trashMarkOf,
} from "#server/features/trash/trash-mark.ts";
import { entryLists, entryTitle } from "#shared/sections/entry-lists.ts";
import { normalizeSectionContent } from "#shared/sections/normalize.ts";
import { type ContentSection, sectionContentSchemas } from "#shared/sections/schema.ts";
import { trashMessages } from "#shared/trash/rules.ts";
import { removedEntries } from "./removed-entries.ts";
import { findSection } from "./sections.repository.ts";
import type { SectionsService } from "./sections.service.ts";

type Entry = Record<string, unknown>;
const listOf = (content: Record<string, unknown>, field: string): Entry[] =>
  Array.isArray(content[field])
    ? ((content[field] as unknown[]).filter((entry) => isPlainObject(entry)) as Entry[])
    : [];

/**
 * The entries a save took out of `before`'s lists (a testimonial, a service, a role…), put in the Trash
 * whole with their places, in the save's transaction. Lists the save did not send are untouched.
 */
export async function trashRemovedEntries(
  trx: Db,
  before: ContentSection,
  content: Record<string, unknown> | undefined,
  mark: TrashMark,
): Promise<void> {
  if (!content) return;
  for (const list of entryLists[before.type] ?? []) {
    if (!(list.field in content)) continue;
    for (const { entry, position } of removedEntries(
      listOf(before.content, list.field),
      listOf(content, list.field),
    ))
      await trx
        .insertInto("trash_entry")
        .values({
          id: `entry-${randomUUID().slice(0, 13)}`,
          section_id: before.id,
          list: list.field,
          position,
          entry: writeJson(entry),
          title: entryTitle(list, entry),
          ...trashColumns(mark),
          deleted_at: mark.deletedAt,
        })
        .execute();
  }
}

/** Entries of a section removed for good go with it. */
export async function forgetTrashedEntriesOf(trx: Db, sectionId: string): Promise<void> {
  await trx.deleteFrom("trash_entry").where("section_id", "=", sectionId).execute();
}

const entryNotFound = () => notFound(trashMessages.notInTrash);

/** The Trash's operations on entries inside sections (decision 142's addendum). */
export function createEntryTrash({
  db,
  sections,
}: {
  db: Kysely<DB>;
  sections: Pick<SectionsService, "updateIn">;
}) {
  const find = (trx: Db, id: string) =>
    trx
      .selectFrom("trash_entry")
      .innerJoin("content_section", "content_section.id", "trash_entry.section_id")
      .selectAll("trash_entry")
      .select(["content_section.name as section_name", "content_section.deleted_at as section_deleted_at"])
      .where("trash_entry.id", "=", id)
      .executeTakeFirst();

  return {
    /** Entries go in through their section's save, never on their own. */
    async moveToTrash(): Promise<void> {
      throw entryNotFound();
    },

    /** The entry back at its place in its section's list (or at the end of a shorter one), saved as a version. */
    async restoreFromTrash(id: string, by?: SavedBy): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await find(trx, id);
        if (!row) throw entryNotFound();
        if (row.section_deleted_at !== null) throw invalid(trashMessages.sectionInTrash(row.section_name));
        const section = await findSection(trx, row.section_id);
        if (!section) throw entryNotFound();
        const content = normalizeSectionContent(section.type, section.content) as Record<string, unknown>;
        const list = listOf(content, row.list);
        list.splice(Math.min(row.position, list.length), 0, readJson<Entry>(row.entry, {}, isPlainObject));
        const restored = { ...content, [row.list]: list };
        const checked = sectionContentSchemas[section.type].safeParse(restored);
        if (!checked.success)
          throw invalid(checked.error.issues[0]?.message ?? "The entry no longer fits its section.");
        await sections.updateIn(trx, section.id, { content: restored }, by);
        await trx.deleteFrom("trash_entry").where("id", "=", id).execute();
      });
    },

    /** The entries in the Trash (deleted at or before `before`), named with their section. */
    async trashed(before?: string): Promise<TrashedItem[]> {
      let query = db
        .selectFrom("trash_entry")
        .innerJoin("content_section", "content_section.id", "trash_entry.section_id")
        .selectAll("trash_entry")
        .select(["content_section.name as section_name", "content_section.type as section_type"]);
      if (before) query = query.where("trash_entry.deleted_at", "<=", before);
      const rows = await query.orderBy("trash_entry.deleted_at", "desc").orderBy("trash_entry.id").execute();
      return rows.map((row) => {
        const noun =
          entryLists[row.section_type as ContentSection["type"]]?.find((list) => list.field === row.list)
            ?.noun ?? "entry";
        return {
          id: row.id,
          title: row.title,
          detail: `A ${noun} in “${row.section_name}”`,
          ...trashMarkOf(row),
        };
      });
    },

    /** Deletes an entry in the Trash for good; answers what it held (its media may go too). */
    async removePermanently(id: string): Promise<Entry> {
      const row = await db.selectFrom("trash_entry").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) throw entryNotFound();
      await db.deleteFrom("trash_entry").where("id", "=", id).execute();
      return readJson<Entry>(row.entry, {}, isPlainObject);
    },
  };
}

export type EntryTrash = ReturnType<typeof createEntryTrash>;
