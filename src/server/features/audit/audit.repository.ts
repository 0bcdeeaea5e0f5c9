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
  entry: { area: string; summary: string; actor: string; actorId: string | null },
): Promise<void> {
  const { id, at } = timeOrderedId();
  await db
    .insertInto("audit_log")
    .values({
      id,
      area: entry.area,
      summary: entry.summary,
      actor: entry.actor,
      actor_id: entry.actorId,
      created_at: at.toISOString(),
    })
    .execute();
}

/** Entries of one account and/or one area (or all but one area), newest first. */
export async function listAuditEntriesOf(
  db: Kysely<DB>,
  filter: { actorId?: string; only?: string; except?: string; limit: number },
): Promise<AuditEntry[]> {
  let query = db.selectFrom("audit_log").selectAll();
  if (filter.actorId) query = query.where("actor_id", "=", filter.actorId);
  if (filter.only) query = query.where("area", "=", filter.only);
  if (filter.except) query = query.where("area", "!=", filter.except);
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(filter.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    area: row.area,
    summary: row.summary,
    actor: row.actor,
    createdAt: row.created_at,
  }));
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
