import { createRequire } from "node:module";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type Pg from "pg";
import { prepareDataFiles } from "./data-dir.ts";
import type { DB } from "./schema.ts";

export type DatabaseDialect = "sqlite" | "postgres";

export interface Database {
  readonly db: Kysely<DB>;
  readonly dialect: DatabaseDialect;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it, SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

/** The PostgreSQL driver is loaded only when DATABASE_URL asks for it: SQLite sites never need it. */
const require = createRequire(import.meta.url);

export function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Database {
  if (databaseUrl) {
    const pg = require("pg") as typeof Pg;
    // PostgreSQL returns BIGINT (count(*)) as text by default; our counts fit in a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  const file = prepareDataFiles(dataDir);
  const sqlite = new SQLite(file);
  // Deleted and cleared content (a sent e-mail's body) is overwritten with zeros, not left in free pages.
  sqlite.pragma("secure_delete = ON");
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}
