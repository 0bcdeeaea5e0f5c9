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
  /**
   * Where a lost connection is told (PostgreSQL: an idle pooled connection ended by a restart, a
   * failover or an idle timeout). The pool has already dropped it and opens another on the next query.
   */
  onConnectionLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL; without it, SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

/** How long a SQLite write waits for another process's lock before the request is answered 503. */
const SQLITE_BUSY_TIMEOUT_MS = 500;

/** The PostgreSQL driver is loaded only when DATABASE_URL asks for it: SQLite sites never need it. */
const require = createRequire(import.meta.url);

export function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Database {
  if (databaseUrl) {
    const pg = require("pg") as typeof Pg;
    // PostgreSQL returns BIGINT (count(*)) as text by default; our counts fit in a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    // A connection that cannot be had in 5 s fails the request (503) instead of holding it; keep-alive
    // notices a peer that vanished (a failover) on idle connections.
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // A connection that ends (its server restarting, a failover, an idle timeout) emits `error`: on the
    // pool while idle, on the client while lent out. Unheard, either ends the process. Every client is
    // heard for its whole life; the pool drops it, and a query on it in between fails with 503.
    let lost = (error: Error) =>
      console.warn(`A database connection was lost (${error.message}); it will be replaced.`);
    pool.on("connect", (client) => client.on("error", (error) => lost(error)));
    pool.on("error", () => undefined);
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: "postgres",
      onConnectionLost: (listener) => {
        lost = listener;
      },
      close: () => db.destroy(),
    };
  }
  const file = prepareDataFiles(dataDir);
  const sqlite = new SQLite(file);
  // Deleted and cleared content (a sent e-mail's body) is overwritten with zeros, not left in free pages.
  sqlite.pragma("secure_delete = ON");
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  // Another process's write (the owner CLI, a restore) is waited for, but briefly: SQLite's busy wait
  // holds Node's one thread, so a long one would stall every visitor (decision 129); past it, 503.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  // One file, no connections to lose.
  return { db, dialect: "sqlite", onConnectionLost: () => undefined, close: () => db.destroy() };
}
