import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import type { DatabaseDialect } from "#server/db/database.ts";
import type { DB } from "#server/db/schema.ts";
import type { MediaStore } from "#server/features/media/media-store.ts";

export interface BackupSource {
  readonly db: Kysely<DB>;
  readonly dialect: DatabaseDialect;
  readonly dataDir: string;
  /** Where the media files are: DATA_DIR/media when not given. */
  readonly media?: MediaStore;
}

/**
 * Runs `read` inside one read transaction that sees the database as it was at its first read, while
 * the site keeps writing. PostgreSQL: a read-only REPEATABLE READ transaction on a pool connection.
 * SQLite: a second connection to the same file (the app's own one is shared by every request, and a
 * long transaction on it would hold them all); in WAL mode a reader neither waits for nor blocks writers.
 */
export async function withSnapshot<T>(
  source: BackupSource,
  read: (db: Kysely<DB>) => Promise<T>,
): Promise<T> {
  if (source.dialect === "postgres") {
    return source.db
      .transaction()
      .setIsolationLevel("repeatable read")
      .setAccessMode("read only")
      .execute(read);
  }
  const connection = new SQLite(join(source.dataDir, "folio.db"), { fileMustExist: true });
  connection.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: connection }) });
  try {
    return await db.transaction().execute(read);
  } finally {
    await db.destroy();
  }
}
