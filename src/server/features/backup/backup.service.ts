import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/database.ts";
import { createMediaStore, type MediaStore } from "#server/features/media/media-store.ts";
import { defaultUnpackLimits } from "./backup-archive.ts";
import {
  type BackupKind,
  listBackupFiles,
  pruneBackups,
  type WrittenBackup,
  writeBackupFile,
} from "./backup-files.ts";
import { backupWarning, recordNightly } from "./backup-health.ts";
import { type RestoreResult, restoreBackup, verifyBackup } from "./backup-restore.ts";

export interface BackupServiceDeps {
  config: Pick<Config, "dataDir" | "backup"> & Partial<Pick<Config, "restoreMaxBytes" | "mediaStore">>;
  database: Pick<Database, "db" | "dialect">;
  /** The app's media store; otherwise one is made from the configuration (the CLI). */
  store?: MediaStore;
}

export interface RestoreRequest {
  file: string;
  replace: boolean;
  /** Once the file is checked, back up the current site first (kind "safety"), kept in BACKUP_DIR. */
  safetyBackup: boolean;
}

export type BackupService = ReturnType<typeof createBackupService>;

/**
 * Backups and restores of one site: the CLI, the admin routes and the nightly schedule all go through
 * this. One operation runs at a time (a restore never overlaps a backup being written).
 */
export function createBackupService({ config, database, store }: BackupServiceDeps) {
  const media = store ?? createMediaStore(config);
  const source = { db: database.db, dialect: database.dialect, dataDir: config.dataDir, media };
  const limits = { maxBytes: config.restoreMaxBytes ?? defaultUnpackLimits.maxBytes };
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => {});
    return run;
  };

  return {
    backupDir: config.backup.dir,

    backup(kind: BackupKind): Promise<WrittenBackup> {
      return exclusive(() => writeBackupFile(source, config.backup.dir, kind));
    },

    /** The nightly run: a backup, then only the newest BACKUP_KEEP nightly ones are kept. */
    nightly(): Promise<{ backup: WrittenBackup; pruned: string[] }> {
      return exclusive(async () => {
        try {
          const backup = await writeBackupFile(source, config.backup.dir, "nightly");
          const pruned = await pruneBackups(config.backup.dir, "nightly", config.backup.keep);
          await recordNightly(database.db, { at: new Date().toISOString(), ok: true });
          return { backup, pruned };
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          await recordNightly(database.db, { at: new Date().toISOString(), ok: false, message }).catch(
            () => undefined,
          );
          throw error;
        }
      });
    },

    restore(request: RestoreRequest): Promise<RestoreResult & { safety?: WrittenBackup }> {
      return exclusive(async () => {
        let safety: WrittenBackup | undefined;
        const beforeLoad = async () => {
          if (request.safetyBackup) safety = await writeBackupFile(source, config.backup.dir, "safety");
        };
        const result = await restoreBackup(source, request.file, {
          replace: request.replace,
          beforeLoad,
          limits,
        });
        return { ...result, safety };
      });
    },

    list: () => listBackupFiles(config.backup.dir),

    /** The Overview's and the log's warning about backups, or null (backup-health.ts). */
    warning: (now = new Date()) => backupWarning(database.db, config.backup.dir, now),

    /** Reads a backup through and checks all of it (manifest, sizes, checksums, rows, schema); restores nothing. */
    verify: (file: string) => verifyBackup(file, limits),
  };
}
