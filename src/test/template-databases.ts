import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import pg from "pg";
import { openDatabase } from "#server/db/database.ts";
import { migrateUpTo } from "#server/db/migrate.ts";
import { migrations } from "#server/db/migrations/index.ts";
import type { DB } from "#server/db/schema.ts";

/**
 * Migrate once, copy many: a test run migrates one template database per dialect (every migration,
 * no seed) and each test database starts as a copy of it. The templates' places travel to the test
 * workers in these two variables, set by the Vitest global setup (src/test/global-setup.ts); without
 * them (a bench script, a single file run some other way) a test database is migrated from empty.
 */
export const TEMPLATE_SQLITE_FILE = "FOLIO_TEST_TEMPLATE_SQLITE_FILE";
export const TEMPLATE_POSTGRES_DATABASE = "FOLIO_TEST_TEMPLATE_POSTGRES_DATABASE";

/** Every migration, without the first start's seed: what a template holds. */
export async function migrateSchema(db: Kysely<DB>): Promise<void> {
  await migrateUpTo(db, Object.keys(migrations).at(-1) ?? "");
}

/** A migrated SQLite file in a directory of its own; answers its path and a function that removes it. */
export async function makeSqliteTemplate(): Promise<{ file: string; remove(): void }> {
  const dataDir = mkdtempSync(join(tmpdir(), "folio-template-"));
  const database = openDatabase({ dataDir });
  await migrateSchema(database.db);
  // Closing the only connection checkpoints the WAL into the file, so the file alone is the database.
  await database.close();
  return { file: join(dataDir, "folio.db"), remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** A migrated PostgreSQL database on the TEST_DATABASE_URL server, with no connection left open on it. */
export async function makePostgresTemplate(
  adminUrl: string,
): Promise<{ name: string; remove(): Promise<void> }> {
  const name = `folio_template_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
  await migrateSchema(database.db);
  await database.close();
  return { name, remove: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** The SQLite template's file, when this run has one. */
export function sqliteTemplate(): string | undefined {
  return process.env[TEMPLATE_SQLITE_FILE] || undefined;
}

/** The PostgreSQL template's name, when this run has one. */
export function postgresTemplate(): string | undefined {
  return process.env[TEMPLATE_POSTGRES_DATABASE] || undefined;
}

/** Copies the SQLite template into `dataDir` as its database file. */
export function copySqliteTemplate(template: string, dataDir: string): void {
  copyFileSync(template, join(dataDir, "folio.db"));
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
