import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs";
import { join } from "node:path";

/** Only the user Folio runs as may list or read DATA_DIR (database, media, generated secrets). */
export const DATA_DIR_MODE = 0o700;
/** The database and its WAL and shared-memory files: read and written by that user alone. */
export const DATABASE_FILE_MODE = 0o600;

/**
 * Creates DATA_DIR (0700) and the SQLite database file (0600) before SQLite opens it; SQLite then
 * gives its -wal and -shm files the database file's mode. An existing directory or file is tightened
 * to the same modes; where the file system refuses (a volume owned by someone else) it stays as it is.
 * Answers the database file's path.
 */
export function prepareDataFiles(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  tighten(dataDir, DATA_DIR_MODE);
  const file = join(dataDir, "folio.db");
  if (!existsSync(file)) closeSync(openSync(file, "a", DATABASE_FILE_MODE));
  for (const path of [file, `${file}-wal`, `${file}-shm`])
    if (existsSync(path)) tighten(path, DATABASE_FILE_MODE);
  return file;
}

function tighten(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch {
    // Not ours to change (e.g. a mounted volume): the operator's own permissions stay.
  }
}
