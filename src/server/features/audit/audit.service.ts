import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { type AuditEntry, insertAuditEntry, listRecentAuditEntries } from "./audit.repository.ts";

export type AuditService = ReturnType<typeof createAuditService>;

/** The admin activity log: one line per owner change, newest first. */
export function createAuditService({ db }: { db: Kysely<DB> }) {
  return {
    record(entry: { area: string; summary: string; actor: string }): Promise<void> {
      return insertAuditEntry(db, entry);
    },
    recent(limit: number): Promise<AuditEntry[]> {
      return listRecentAuditEntries(db, limit);
    },
  };
}
