import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { type Config, ConfigError, loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { createBackupService } from "./backup.service.ts";
import { digestFile } from "./backup-archive.ts";
import type { BackupManifest } from "./backup-manifest.ts";
import { verifyBackup } from "./backup-restore.ts";
import { readAppliedMigrations } from "./schema-state.ts";

/** One line about what a backup holds. */
export function summary(manifest: BackupManifest, bytes?: number): string {
  const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
  const size = bytes === undefined ? "" : `${(bytes / 1024).toFixed(1)} KB, `;
  const dialect = manifest.sourceDialect === "postgres" ? "PostgreSQL" : "SQLite";
  return `${size}${rows} rows in ${Object.keys(manifest.tables).length} tables, ${Object.keys(manifest.media).length} media files; taken ${manifest.createdAt} by Folio ${manifest.folioVersion} on ${dialect} (schema ${manifest.schemaVersion})`;
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
}

/** The configured database for a backup: it must hold a Folio site already. */
export async function openCliDatabase() {
  const config = configOrExit();
  if (!config.databaseUrl && !existsSync(join(config.dataDir, "folio.db"))) {
    console.error(`There is no Folio site in ${config.dataDir} (no folio.db): check DATA_DIR.`);
    process.exit(1);
  }
  const database = openDatabase(config);
  if ((await readAppliedMigrations(database.db)).length === 0) {
    console.error("The database holds no Folio site yet: check DATABASE_URL / DATA_DIR.");
    await database.close();
    process.exit(1);
  }
  return { service: createBackupService({ config, database }), close: () => database.close() };
}

/** `restore FILE [--force]`: answers the exit code. */
export async function restoreFromCli(args: string[]): Promise<number> {
  const force = args.includes("--force");
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file || !existsSync(file)) {
    console.error(file ? `No such file: ${file}` : "Usage: npm run restore -- FILE [--force]");
    return 1;
  }
  const config = configOrExit();
  const sqliteFile = join(config.dataDir, "folio.db");
  const freshDataDir = !existsSync(config.dataDir);
  const freshSqlite = !config.databaseUrl && !existsSync(sqliteFile);
  const database = openDatabase(config);
  const where = config.databaseUrl ? "the PostgreSQL database" : config.dataDir;
  let restored = false;
  try {
    const service = createBackupService({ config, database });
    const hasSite = (await readAppliedMigrations(database.db)).length > 0;
    const result = await service.restore({
      file: resolve(file),
      replace: force,
      safetyBackup: force && hasSite,
    });
    if (result.safety) console.log(`Safety backup of the replaced site: ${result.safety.path}`);
    console.log(`Restored into ${where}: ${summary(result.manifest)}`);
    if (result.upgraded) console.log("The restored site was brought up to this Folio's schema.");
    console.log("Everyone signs in again: sessions and reset links are not part of a backup.");
    restored = true;
    return 0;
  } catch (error) {
    console.error(
      `Restore failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await database.close();
    if (!restored) await removeCreated(config, freshSqlite ? sqliteFile : undefined, freshDataDir);
  }
}

/**
 * A restore that failed into a database file this command created leaves no file behind (it holds at
 * most the empty schema: loading is all or nothing), nor the data directory if the command made it.
 */
async function removeCreated(config: Config, sqliteFile: string | undefined, freshDataDir: boolean) {
  if (sqliteFile)
    for (const suffix of ["", "-wal", "-shm"]) await rm(`${sqliteFile}${suffix}`, { force: true });
  if (freshDataDir) await rm(config.dataDir, { recursive: true, force: true });
}

/**
 * `backup --verify FILE`: reads the whole backup through (manifest, every entry's size, checksum and row
 * count, the schema this Folio can restore) without touching any database; answers the exit code.
 */
export async function verifyFromCli(args: string[]): Promise<number> {
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file || !existsSync(file)) {
    console.error(file ? `No such file: ${file}` : "Usage: npm run backup -- --verify FILE");
    return 1;
  }
  const config = configOrExit();
  try {
    const manifest = await verifyBackup(resolve(file), { maxBytes: config.restoreMaxBytes });
    const { bytes } = await digestFile(resolve(file));
    console.log(`Backup verified: ${file}`);
    console.log(summary(manifest, bytes));
    return 0;
  } catch (error) {
    console.error(`Backup NOT valid: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
