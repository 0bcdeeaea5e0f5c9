import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { listBackupFiles } from "./backup-files.ts";

/** A backup older than this is a warning on the Overview and in the log (issue 28). */
export const backupMaxAgeHours = 48;

const nightlyKey = "backup.last-nightly";

export interface NightlyResult {
  at: string;
  ok: boolean;
  /** Why it failed (no secret: a file-system or database message). */
  message?: string;
}

/** Keeps the last nightly run's outcome in the database, so every instance and a restart still see it. */
export async function recordNightly(db: Kysely<DB>, result: NightlyResult): Promise<void> {
  const value = JSON.stringify(result);
  await db
    .insertInto("app_setting")
    .values({ key: nightlyKey, value, updated_at: result.at })
    .onConflict((conflict) => conflict.column("key").doUpdateSet({ value, updated_at: result.at }))
    .execute();
}

async function lastNightly(db: Kysely<DB>): Promise<NightlyResult | undefined> {
  const row = await db
    .selectFrom("app_setting")
    .select("value")
    .where("key", "=", nightlyKey)
    .executeTakeFirst();
  try {
    return row ? (JSON.parse(row.value) as NightlyResult) : undefined;
  } catch {
    return undefined;
  }
}

const age = (hours: number) => (hours < 48 ? `${Math.floor(hours)} hours` : `${Math.floor(hours / 24)} days`);

/**
 * What the owner should be told about backups, in plain words, or null when all is well: the last
 * nightly backup failed, or the newest backup in BACKUP_DIR (any kind but a download's copy) is older
 * than 48 hours, or there is none.
 */
export async function backupWarning(db: Kysely<DB>, backupDir: string, now: Date): Promise<string | null> {
  const nightly = await lastNightly(db);
  if (nightly && !nightly.ok) {
    return `The last nightly backup failed (${nightly.at.slice(0, 16).replace("T", " ")} UTC${nightly.message ? `: ${nightly.message.slice(0, 200)}` : ""}). Check the server log and take a backup in Site Config → Backups.`;
  }
  const newest = (await listBackupFiles(backupDir)).find((file) => file.kind !== "download");
  if (!newest) return "No backup has been taken yet. Take one in Site Config → Backups.";
  const hours = (now.getTime() - new Date(newest.createdAt).getTime()) / 3_600_000;
  if (hours > backupMaxAgeHours) {
    return `The newest backup is ${age(hours)} old. Take one in Site Config → Backups, and check that the nightly backup runs.`;
  }
  return null;
}
