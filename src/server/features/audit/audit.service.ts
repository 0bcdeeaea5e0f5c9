import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import type { ActivityPage } from "#shared/users/schema.ts";
import {
  type AuditEntry,
  type AuditFilter,
  countAuditEntriesOf,
  insertAuditEntry,
  listAuditEntriesOf,
} from "./audit.repository.ts";

export type AuditService = ReturnType<typeof createAuditService>;

/** The admin activity log: one line per owner change, newest first. */
export function createAuditService({ db }: { db: Kysely<DB> }) {
  return {
    /** `actorId`: the account that made the change (decision 069), null when nobody signed in did. */
    record(entry: { area: string; summary: string; actor: string; actorId?: string | null }): Promise<void> {
      return insertAuditEntry(db, { ...entry, actorId: entry.actorId ?? null });
    },
    /**
     * A page of the entries the filter holds (one account's, one area's such as the security log),
     * newest first, and how many there are in all.
     */
    async page(filter: AuditFilter, page: { limit: number; before?: string }): Promise<ActivityPage> {
      const [items, total] = await Promise.all([
        listAuditEntriesOf(db, filter, page),
        countAuditEntriesOf(db, filter),
      ]);
      return { items, total };
    },
    /** The newest entries of every area (the Overview's Recent Activity, the activity log). */
    recent(limit: number): Promise<AuditEntry[]> {
      return listAuditEntriesOf(db, {}, { limit });
    },
  };
}
