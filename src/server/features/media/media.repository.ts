import type { Selectable } from "kysely";
import { type Db, readJson, writeJson } from "#server/db/columns.ts";
import type { MediaTable } from "./media.table.ts";

export interface MediaVariant {
  width: number;
  height: number;
  url: string;
}

export interface MediaRecord {
  id: string;
  kind: "image" | "video" | "document";
  mimeType: string;
  fileName: string;
  url: string;
  size: number;
  width: number | null;
  height: number | null;
  variants: MediaVariant[];
  createdAt: string;
}

function toRecord(row: Selectable<MediaTable>): MediaRecord {
  const variants = readJson<MediaVariant[]>(row.variants, [], Array.isArray);
  return {
    id: row.id,
    kind: row.kind,
    mimeType: row.mime_type,
    fileName: row.file_name,
    url: row.url,
    size: Number(row.size),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    variants,
    createdAt: row.created_at,
  };
}

/** `srcset` text for an image's WebP variants, narrowest first. */
export function srcsetOf(variants: readonly MediaVariant[]): string {
  return [...variants]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(", ");
}

export async function insertMedia(db: Db, media: MediaRecord): Promise<void> {
  await db
    .insertInto("media")
    .values({
      id: media.id,
      kind: media.kind,
      mime_type: media.mimeType,
      file_name: media.fileName,
      url: media.url,
      size: media.size,
      width: media.width,
      height: media.height,
      variants: writeJson(media.variants),
      created_at: media.createdAt,
    })
    .execute();
}

/**
 * The library's pictures and videos (of one kind when asked), newest first, at most `limit`; documents
 * such as a résumé are not listed.
 */
export async function listMedia(
  db: Db,
  kind: "image" | "video" | undefined,
  limit: number,
): Promise<(MediaRecord & { kind: "image" | "video" })[]> {
  const rows = await db
    .selectFrom("media")
    .selectAll()
    .where("kind", "in", kind ? [kind] : ["image", "video"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toRecord) as (MediaRecord & { kind: "image" | "video" })[];
}

/** How many pictures and videos (of one kind when asked) the library holds. */
export async function countMedia(db: Db, kind: "image" | "video" | undefined): Promise<number> {
  const row = await db
    .selectFrom("media")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("kind", "in", kind ? [kind] : ["image", "video"])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findMediaByUrls(db: Db, urls: readonly string[]): Promise<MediaRecord[]> {
  if (urls.length === 0) return [];
  const rows = await db
    .selectFrom("media")
    .selectAll()
    .where("url", "in", [...urls])
    .execute();
  return rows.map(toRecord);
}

/** Removes the library's records of `urls` (their files are the caller's to remove). */
export async function deleteMediaByUrls(db: Db, urls: readonly string[]): Promise<void> {
  if (urls.length === 0) return;
  await db
    .deleteFrom("media")
    .where("url", "in", [...urls])
    .execute();
}
