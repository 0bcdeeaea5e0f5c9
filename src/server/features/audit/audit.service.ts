import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import {
  type AuditEntry,
  insertAuditEntry,
  listAuditEntriesOf,
  listRecentAuditEntries,
} from "./audit.repository.ts";

export type AuditService = ReturnType<typeof createAuditService>;

/** The admin activity log: one line per owner change, newest first. */
export function createAuditService({ db }: { db: Kysely<DB> }) {
  return {
    /** `actorId`: the account that made the change (decision 069), null when nobody signed in did. */
    record(entry: { area: string; summary: string; actor: string; actorId?: string | null }): Promise<void> {
      return insertAuditEntry(db, { ...entry, actorId: entry.actorId ?? null });
    },
    /** One account's entries, newest first; `area` narrows them (e.g. to the security log). */
    of(actorId: string, limit: number, area?: { only?: string; except?: string }): Promise<AuditEntry[]> {
      return listAuditEntriesOf(db, { actorId, limit, ...area });
    },
    /** Every entry of one area (the security log), newest first. */
    inArea(area: string, limit: number): Promise<AuditEntry[]> {
      return listAuditEntriesOf(db, { only: area, limit });
    },
    recent(limit: number): Promise<AuditEntry[]> {
      return listRecentAuditEntries(db, limit);
    },
  };
}
