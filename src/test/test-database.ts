import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "#server/db/database.ts";
import {
  adminQuery,
  copySqliteTemplate,
  migrateSchema,
  postgresTemplate,
  sqliteTemplate,
} from "./template-databases.ts";

/** Which database the API suite runs on: `TEST_DIALECT=postgres` (with TEST_DATABASE_URL) or SQLite. */
export const testDialect = process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite";

export interface TestDatabase {
  database: Database;
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

type Dialect = "sqlite" | "postgres";

/** A fresh, empty database of the suite's dialect (or the one asked for): a temporary SQLite file or a new PostgreSQL database. */
export function createTestDatabase(dialect: Dialect = testDialect): Promise<TestDatabase> {
  return openTestDatabase(dialect);
}

/**
 * A fresh database with every migration applied and nothing seeded: a copy of the run's template
 * (src/test/template-databases.ts), or migrated from empty where the run has none. Call
 * `migrateToLatest` on it as a server's start would: it applies nothing and seeds the first start's data.
 */
export async function createMigratedTestDatabase(dialect: Dialect = testDialect): Promise<TestDatabase> {
  const template = dialect === "sqlite" ? sqliteTemplate() : postgresTemplate();
  const testDatabase = await openTestDatabase(dialect, template);
  if (!template) await migrateSchema(testDatabase.database.db);
  return testDatabase;
}

/** A new database, empty or a copy of `template` (a SQLite file, or a PostgreSQL database's name). */
async function openTestDatabase(dialect: Dialect, template?: string): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), "folio-test-"));
  if (dialect === "sqlite") {
    if (template) copySqliteTemplate(template, dataDir);
    const database = openDatabase({ dataDir });
    return {
      database,
      dataDir,
      drop: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("A PostgreSQL test database needs TEST_DATABASE_URL");
  const name = `folio_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = openDatabase({ databaseUrl, dataDir });
  return {
    database,
    dataDir,
    databaseUrl,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // pg's pool.end() resolves before its sockets close; dropping `with (force)` while they are still
      // open terminates them, and each emits an uncaught FATAL 57P01. Wait for them to go first.
      for (let waited = 0; waited < 2_000; waited += 25) {
        const { rows } = await cleanup.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
