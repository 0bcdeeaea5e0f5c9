import { type Kysely, Migrator, sql } from "kysely";
import { isPostgres } from "./dialect.ts";
import { migrations } from "./migrations/index.ts";
import type { DB } from "./schema.ts";
import { seedDefaults } from "./seed.ts";

export interface MigrationReport {
  applied: string[];
}

function migrator(db: Kysely<DB>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: "schema_migration",
    migrationLockTableName: "schema_migration_lock",
  });
}

/**
 * Brings the database to the newest schema; throws (and applies nothing further) on the first failure.
 * `publicUrl` picks the first start's defaults (HSTS on for an https:// site).
 */
export async function migrateToLatest(db: Kysely<DB>, publicUrl?: string): Promise<MigrationReport> {
  return underMigrationLock(db, async () => {
    const report = await applyMigrations(db, (m) => m.migrateToLatest());
    await seedDefaults(db, undefined, publicUrl);
    return report;
  });
}

/** The advisory lock every Folio instance takes to migrate and seed: "folio:migrate" as one bigint. */
export const MIGRATION_LOCK_KEY = 7_401_110_001;

/**
 * PostgreSQL: several instances started at once against one database migrate and seed one after the
 * other, under a session-level advisory lock held on a connection of its own (decision 112); the
 * first does the work, the others find nothing left to apply. Kysely's own migration lock does not
 * cover creating its tables or the seed. SQLite (one process) runs `work` as it is.
 */
export async function underMigrationLock<T>(db: Kysely<DB>, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db as Kysely<unknown>)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
    }
  });
}

/**
 * Brings an empty database to the schema of one migration, without seeding (a restore fills it with a
 * backup taken at that schema, then calls migrateToLatest).
 */
export async function migrateUpTo(db: Kysely<DB>, name: string): Promise<MigrationReport> {
  return applyMigrations(db, (m) => m.migrateTo(name));
}

async function applyMigrations(
  db: Kysely<DB>,
  run: (m: Migrator) => ReturnType<Migrator["migrateToLatest"]>,
): Promise<MigrationReport> {
  const { error, results = [] } = await run(migrator(db));
  const failed = results.find((result) => result.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { applied: results.map((result) => result.migrationName) };
}
