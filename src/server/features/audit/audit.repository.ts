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

/** Which entries a list holds: one account's and/or one area's (none: every entry). */
export interface AuditFilter {
  actorId?: string;
  only?: string;
}

function entriesOf(db: Kysely<DB>, filter: AuditFilter) {
  let query = db.selectFrom("audit_log");
  if (filter.actorId) query = query.where("actor_id", "=", filter.actorId);
  if (filter.only) query = query.where("area", "=", filter.only);
  return query;
}

/**
 * A page of the filter's entries, newest first: `limit` of them older than the entry `before` (the
 * last one of the page before; none: the newest page; an unknown one: no entries).
 */
export async function listAuditEntriesOf(
  db: Kysely<DB>,
  filter: AuditFilter,
  page: { limit: number; before?: string },
): Promise<AuditEntry[]> {
  let query = entriesOf(db, filter).selectAll();
  if (page.before) {
    const last = await db
      .selectFrom("audit_log")
      .select(["created_at", "id"])
      .where("id", "=", page.before)
      .executeTakeFirst();
    if (!last) return [];
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", last.created_at),
        eb.and([eb("created_at", "=", last.created_at), eb("id", "<", last.id)]),
      ]),
    );
  }
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(page.limit).execute();
  return rows.map((row) => ({
    id: row.id,
    area: row.area,
    summary: row.summary,
    actor: row.actor,
    createdAt: row.created_at,
  }));
}

/** How many entries the filter holds in all. */
export async function countAuditEntriesOf(db: Kysely<DB>, filter: AuditFilter): Promise<number> {
  const row = await entriesOf(db, filter)
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
