import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { timeOrderedId } from "./time-ordered-id.ts";

export interface AuditEntry {
  id: string;
  area: string;
  summary: string;
  actor: string;
  createdAt: string;
}

/** Records an entry; its id sorts in insertion order, so entries of the same millisecond keep their order. */
export async function insertAuditEntry(
  db: Kysely<DB>,
  entry: { area: string; summary: string; actor: string },
): Promise<void> {
  const { id, at } = timeOrderedId();
  await db
    .insertInto("audit_log")
    .values({ id, ...entry, created_at: at.toISOString() })
    .execute();
}

/** Newest first: by time, then by id (insertion order within a millisecond). */
export async function listRecentAuditEntries(db: Kysely<DB>, limit: number): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    area: row.area,
    summary: row.summary,
    actor: row.actor,
    createdAt: row.created_at,
  }));
}
