import { createHash } from "node:crypto";
import { mkdir, open } from "node:fs/promises";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import type { DB } from "#server/db/schema.ts";
import type { MediaStore } from "#server/features/media/media-store.ts";
import { appVersion } from "#server/version.ts";
import { digestFile } from "./backup-archive.ts";
import { type BackupManifest, mediaEntry, safeMediaName, tableEntry } from "./backup-manifest.ts";
import { mediaStoreOf } from "./backup-media.ts";
import { canonicalRow } from "./backup-rows.ts";
import { type BackupSource, withSnapshot } from "./backup-snapshot.ts";
import { type BackedUpTable, backedUpTables, transientTables } from "./backup-tables.ts";
import { checkTableList, readAppliedMigrations } from "./schema-state.ts";

const pageSize = 500;

/**
 * Writes every backed-up table as NDJSON (one row per line, in key order) and copies the media files,
 * all under `stagingDir`; answers the manifest. The tables are read in one snapshot; media files are
 * linked (or downloaded from the bucket) after it (uploads are never changed, so every file a dumped row
 * names is there).
 */
export async function stageBackup(source: BackupSource, stagingDir: string): Promise<BackupManifest> {
  await mkdir(join(stagingDir, "tables"), { recursive: true });
  await mkdir(join(stagingDir, "media"), { recursive: true });
  const createdAt = new Date().toISOString();
  const { migrations, tables } = await withSnapshot(source, async (db) => {
    await checkTableList(db);
    const migrations = await readAppliedMigrations(db);
    const tables: BackupManifest["tables"] = {};
    for (const table of backedUpTables) {
      tables[table.name] = await dumpTable(
        db,
        source.dialect,
        table,
        join(stagingDir, tableEntry(table.name)),
      );
    }
    return { migrations, tables };
  });
  const media = await stageMedia(mediaStoreOf(source), stagingDir);
  return {
    format: "folio-backup",
    formatVersion: 1,
    folioVersion: appVersion,
    createdAt,
    sourceDialect: source.dialect,
    schemaVersion: migrations.at(-1) ?? "",
    migrations,
    tables,
    media,
    excluded: [...transientTables],
  };
}

async function dumpTable(db: Kysely<DB>, dialect: string, table: BackedUpTable, path: string) {
  const file = await open(path, "w", 0o600);
  const hash = createHash("sha256");
  let rows = 0;
  let bytes = 0;
  // Text keys are compared byte by byte on PostgreSQL too, so both dialects dump rows in the same order.
  const key =
    table.numericKey || dialect === "sqlite" ? sql.ref(table.key) : sql`${sql.ref(table.key)} collate "C"`;
  let last: unknown;
  try {
    for (;;) {
      const after = last === undefined ? sql`` : sql`where ${key} > ${last}`;
      const { rows: page } = await sql<
        Record<string, unknown>
      >`select * from ${sql.table(table.name)} ${after} order by ${key} limit ${pageSize}`.execute(db);
      if (page.length === 0) break;
      const text = page.map((row) => `${JSON.stringify(canonicalRow(table, row))}\n`).join("");
      const chunk = Buffer.from(text, "utf8");
      hash.update(chunk);
      await file.write(chunk);
      rows += page.length;
      bytes += chunk.length;
      last = page.at(-1)?.[table.key];
      if (page.length < pageSize) break;
    }
    await file.sync();
  } finally {
    await file.close();
  }
  return { rows, bytes, sha256: hash.digest("hex") };
}

async function stageMedia(store: MediaStore, stagingDir: string): Promise<BackupManifest["media"]> {
  const media: BackupManifest["media"] = {};
  for (const { name } of await store.list()) {
    if (!safeMediaName.test(name)) continue;
    const staged = join(stagingDir, mediaEntry(name));
    await store.copyOut(name, staged);
    media[name] = await digestFile(staged);
  }
  return media;
}
