import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { migrateToLatest, migrateUpTo } from "#server/db/migrate.ts";
import { migrations } from "#server/db/migrations/index.ts";
import { defaultUnpackLimits, type UnpackLimits, unpackArchive } from "./backup-archive.ts";
import { loadStagedBackup } from "./backup-load.ts";
import { BackupError, type BackupManifest } from "./backup-manifest.ts";
import { mediaStoreOf } from "./backup-media.ts";
import type { BackupSource } from "./backup-snapshot.ts";
import { findBackedUpTable } from "./backup-tables.ts";
import { assertRestorableSchema, holdsOwnerData, readAppliedMigrations } from "./schema-state.ts";

export interface RestoreOptions {
  /** Replace a site that is already there (the admin's restore, `--force`); otherwise only an empty one. */
  replace: boolean;
  /** Runs once the file has been checked through and before anything changes (the safety backup). */
  beforeLoad?: () => Promise<void>;
  /** The most the backup may unpack to (RESTORE_MAX_MB). */
  limits?: UnpackLimits;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Whether the backup came from an older schema and was brought up to this Folio's after loading. */
  upgraded: boolean;
}

/**
 * Restores a backup file: unpacks and checks all of it first, then loads it all or nothing. Refuses a
 * database or media folder that already holds a site unless told to replace it; a backup from an
 * older Folio goes into an empty database only (migrated to its schema, loaded, then upgraded).
 */
export async function restoreBackup(
  target: BackupSource,
  file: string,
  options: RestoreOptions,
): Promise<RestoreResult> {
  await mkdir(target.dataDir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(join(target.dataDir, ".restore-"));
  try {
    const manifest = await unpackArchive(file, staging, options.limits ?? defaultUnpackLimits);
    const known = Object.keys(migrations);
    assertKnownSchema(manifest, known);

    const applied = await readAppliedMigrations(target.db);
    if (!options.replace) await assertEmpty(target, applied.length > 0);
    if (applied.length > 0 && applied.join() !== manifest.migrations.join()) {
      throw new BackupError(
        `This backup has schema ${manifest.schemaVersion} and this database ${applied.at(-1)}: restore it into a new, empty database (Folio upgrades it after loading).`,
      );
    }
    await options.beforeLoad?.();
    if (applied.length === 0) await migrateUpTo(target.db, manifest.schemaVersion);
    await loadStagedBackup(target, manifest, staging);
    const upgraded = manifest.migrations.length < known.length;
    if (upgraded) await migrateToLatest(target.db);
    return { manifest, upgraded };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

function assertKnownSchema(manifest: BackupManifest, known: string[]): void {
  assertRestorableSchema(manifest.migrations, known);
  const stranger = Object.keys(manifest.tables).find((name) => !findBackedUpTable(name));
  if (stranger) throw new BackupError(`The backup holds a table this Folio does not know: ${stranger}.`);
}

/**
 * `npm run backup -- --verify FILE`: reads the whole file through without writing any of it — manifest,
 * every entry's size, SHA-256 and row count, nothing missing or extra — and checks that this Folio can
 * restore its schema and tables. Throws a BackupError saying what is wrong.
 */
export async function verifyBackup(file: string, limits: UnpackLimits): Promise<BackupManifest> {
  const manifest = await unpackArchive(file, null, limits);
  assertKnownSchema(manifest, Object.keys(migrations));
  return manifest;
}

async function assertEmpty(target: BackupSource, migrated: boolean): Promise<void> {
  const table = migrated ? await holdsOwnerData(target.db) : undefined;
  const hasMedia = (await mediaStoreOf(target).list()).length > 0;
  if (table || hasMedia) {
    const where = target.dialect === "postgres" ? "The database" : `The data directory ${target.dataDir}`;
    throw new BackupError(
      `${where} already holds a site (${table ? `${table} has rows` : "media files"}): restore into an empty one, or pass --force to replace it.`,
    );
  }
}
