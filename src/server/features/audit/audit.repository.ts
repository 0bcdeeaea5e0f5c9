import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";

export interface AuditEntry {
  id: string;
  area: string;
  summary: string;
  actor: string;
  createdAt: string;
}

export async function insertAuditEntry(
  db: Kysely<DB>,
  entry: { area: string; summary: string; actor: string },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({ id: randomUUID(), ...entry, created_at: new Date().toISOString() })
    .execute();
}

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
