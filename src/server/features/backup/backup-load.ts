import { createReadStream } from "node:fs";
import { rename, stat } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { type Kysely, sql } from "kysely";
import { mediaDir } from "#server/features/media/media.service.ts";
import { BackupError, type BackupManifest, tableEntry } from "./backup-manifest.ts";
import { mediaStoreOf, writeBackMedia } from "./backup-media.ts";
import { type Row, rowForDialect } from "./backup-rows.ts";
import type { BackupSource } from "./backup-snapshot.ts";
import { type BackedUpTable, backedUpTables, transientTables } from "./backup-tables.ts";
import { listTables } from "./schema-state.ts";

const batchSize = 100;
type AnyDb = Kysely<Record<string, Row>>;

/**
 * Replaces every row of the database with the staged backup's, in one transaction, and swaps the staged
 * media folder in as its last step (a bucket's objects are written just before the transaction): if
 * anything fails (a row the schema refuses, a count that does not match, the commit itself) the
 * transaction rolls back and the previous media folder is put back (the objects added are removed).
 * Sessions, reset links and rate-limit counters are emptied: everyone signs in again.
 */
export async function loadStagedBackup(target: BackupSource, manifest: BackupManifest, stagingDir: string) {
  const columns = new Map(
    (await listTables(target.db)).map((t) => [t.name, new Map(t.columns.map((c) => [c.name, c.dataType]))]),
  );
  // A backup from an older schema is loaded into that schema (then upgraded): tables added later are
  // not there yet, and stay empty.
  const everyTable = [...transientTables, ...backedUpTables.map((table) => table.name).reverse()].filter(
    (name) => columns.has(name),
  );
  let putBack: (() => Promise<void>) | undefined;
  let finish: (() => Promise<void>) | undefined;
  const store = mediaStoreOf(target);
  try {
    // A bucket's objects are written before the tables are locked (they are new names, unused until the
    // rows that name them commit), so the site's writers do not wait for the uploads.
    if (store.kind !== "local")
      ({ undo: putBack, finish } = await writeBackMedia(store, manifest, stagingDir));
    await target.db.transaction().execute(async (trx) => {
      if (target.dialect === "postgres") {
        // Writers wait until the restore commits; readers go on seeing the previous site meanwhile.
        await sql`lock table ${sql.join(everyTable.map((name) => sql.table(name)))} in exclusive mode`.execute(
          trx,
        );
      }
      for (const name of everyTable) await sql`delete from ${sql.table(name)}`.execute(trx);
      for (const table of backedUpTables) {
        const expected = manifest.tables[table.name];
        if (!expected || !columns.has(table.name)) continue;
        const types = columns.get(table.name) ?? new Map<string, string>();
        const inserted = await insertRows(
          trx as unknown as AnyDb,
          target,
          table,
          types,
          join(stagingDir, tableEntry(table.name)),
        );
        if (inserted !== expected.rows) {
          throw new BackupError(
            `The backup is damaged: ${table.name} holds ${inserted} rows, not ${expected.rows}.`,
          );
        }
      }
      if (store.kind === "local") putBack = await swapInMedia(mediaDir(target.dataDir), stagingDir);
    });
  } catch (error) {
    await putBack?.();
    if (error instanceof BackupError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`The backup could not be restored; nothing was changed. (${reason})`);
  }
  await finish?.();
}

async function insertRows(
  db: AnyDb,
  target: BackupSource,
  table: BackedUpTable,
  types: Map<string, string>,
  path: string,
) {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Number.POSITIVE_INFINITY });
  let batch: Row[] = [];
  let count = 0;
  const flush = async () => {
    if (batch.length > 0) await db.insertInto(table.name).values(batch).execute();
    count += batch.length;
    batch = [];
  };
  for await (const line of lines) {
    batch.push(rowForDialect(parseRow(table, types, line), target.dialect, types, table));
    if (batch.length === batchSize) await flush();
  }
  await flush();
  return count;
}

function parseRow(table: BackedUpTable, types: Map<string, string>, line: string): Row {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    throw new BackupError(`The backup is damaged: a ${table.name} row is not valid JSON.`);
  }
  if (typeof row !== "object" || row === null || Array.isArray(row)) {
    throw new BackupError(`The backup is damaged: a ${table.name} row is not an object.`);
  }
  const unknown = Object.keys(row).find((column) => !types.has(column));
  if (unknown)
    throw new BackupError(`The backup has a column this Folio does not: ${table.name}.${unknown}.`);
  return row as Row;
}

/** Moves the staged media folder into place; answers how to put the previous one back. */
async function swapInMedia(media: string, stagingDir: string): Promise<() => Promise<void>> {
  const incoming = join(stagingDir, "media");
  const previous = join(stagingDir, "previous-media");
  const hadMedia = await stat(media).then(
    () => true,
    () => false,
  );
  if (hadMedia) await rename(media, previous);
  await rename(incoming, media);
  return async () => {
    await rename(media, incoming);
    if (hadMedia) await rename(previous, media);
  };
}
