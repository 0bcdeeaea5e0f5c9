import type { Selectable } from "kysely";
import type { Db } from "#server/db/columns.ts";
import type { ItemVersionTable } from "./history.table.ts";

export type VersionRow = Selectable<ItemVersionTable>;
export type VersionHead = Omit<VersionRow, "content">;

const headColumns = [
  "id",
  "kind",
  "item_id",
  "version",
  "saved_at",
  "saved_by_id",
  "saved_by_name",
  "changed",
  "restored_from",
  "base_version",
  "size",
] as const;

/** An item's versions without their content, newest first. */
export function listVersionHeads(db: Db, kind: string, itemId: string): Promise<VersionHead[]> {
  return db
    .selectFrom("item_version")
    .select(headColumns)
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .orderBy("version", "desc")
    .execute();
}

export function findVersion(db: Db, kind: string, itemId: string, version: number) {
  return db
    .selectFrom("item_version")
    .selectAll()
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .where("version", "=", version)
    .executeTakeFirst();
}

export function findLatestVersion(db: Db, kind: string, itemId: string) {
  return db
    .selectFrom("item_version")
    .selectAll()
    .where("kind", "=", kind)
    .where("item_id", "=", itemId)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function insertVersion(db: Db, row: VersionRow): Promise<void> {
  await db.insertInto("item_version").values(row).execute();
}

/** Every item that has versions. */
export function listVersionedItems(db: Db): Promise<{ kind: string; item_id: string }[]> {
  return db
    .selectFrom("item_version")
    .select(["kind", "item_id"])
    .distinct()
    .orderBy("kind")
    .orderBy("item_id")
    .execute();
}

/** Stores a version's content again (a delta whose keyframe goes, re-encoded). */
export async function rewriteVersionContent(
  db: Db,
  id: string,
  content: Uint8Array,
  baseVersion: number | null,
): Promise<void> {
  await db
    .updateTable("item_version")
    .set({ content, base_version: baseVersion })
    .where("id", "=", id)
    .execute();
}

export async function deleteVersions(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom("item_version")
    .where("id", "in", [...ids])
    .execute();
}

/** Every version of one item (an item deleted for good, decision 142). */
export async function deleteItemVersions(db: Db, kind: string, itemId: string): Promise<void> {
  await db.deleteFrom("item_version").where("kind", "=", kind).where("item_id", "=", itemId).execute();
}

/** The newest version number of each of these items that has versions. */
export async function latestVersionNumbers(
  db: Db,
  kind: string,
  itemIds: readonly string[],
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("item_version")
    .select((eb) => ["item_id", eb.fn.max("version").as("version")])
    .where("kind", "=", kind)
    .where("item_id", "in", [...itemIds])
    .groupBy("item_id")
    .execute();
  return new Map(rows.map((row) => [row.item_id, Number(row.version)]));
}
