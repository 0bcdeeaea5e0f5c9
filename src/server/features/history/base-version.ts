import type { Db } from "#server/db/columns.ts";
import { type AppError, staleWrite } from "#server/errors.ts";
import type { HistoryKind } from "#shared/history/rules.ts";
import * as repository from "./history.repository.ts";

/**
 * Thrown inside a write's transaction when the write was based on an older version than the stored one
 * (decision 139); the feature's service turns it into the 409 once the transaction has rolled back.
 */
export class StaleBaseVersion extends Error {
  override name = "StaleBaseVersion";
}

/** An item's current version number: its newest version, 0 before its first save was kept. */
export async function currentVersion(db: Db, kind: HistoryKind, itemId: string): Promise<number> {
  const latest = await repository.findLatestVersion(db, kind, itemId);
  return latest ? Number(latest.version) : 0;
}

/**
 * The check of a write's base version, inside its transaction and after the item's row was written: on
 * PostgreSQL a concurrent write of the same item waited on that row until the first one committed, so
 * this read sees the first one's version and refuses the second; SQLite runs one transaction at a time.
 * No base version (`undefined`): nothing to check.
 */
export async function checkBaseVersion(
  trx: Db,
  kind: HistoryKind,
  itemId: string,
  base: number | undefined,
): Promise<void> {
  if (base === undefined) return;
  if ((await currentVersion(trx, kind, itemId)) !== base) throw new StaleBaseVersion();
}

const when = (iso: string) =>
  iso
    .replace("T", " ")
    .replace(/\.\d+Z$/, " UTC")
    .replace(/Z$/, " UTC");

/**
 * The 409 answering a stale write, read after its transaction rolled back: who saved the newer version,
 * when, and `current`, the item as its read answers it now.
 */
export async function staleWriteError(
  db: Db,
  kind: HistoryKind,
  itemId: string,
  current: unknown,
  fallbackSavedAt: string,
): Promise<AppError> {
  const latest = await repository.findLatestVersion(db, kind, itemId);
  const savedBy = latest?.saved_by_name ? { id: latest.saved_by_id, name: latest.saved_by_name } : null;
  const savedAt = latest?.saved_at ?? fallbackSavedAt;
  const who = savedBy?.name || "Someone";
  return staleWrite(
    `${who} changed this at ${when(savedAt)}, after you opened it. Nothing was saved: compare their version with yours and keep one.`,
    { version: latest ? Number(latest.version) : 0, savedAt, savedBy, current },
  );
}
