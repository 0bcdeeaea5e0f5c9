import { type Kysely, Migrator } from "kysely";
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
  const report = await applyMigrations(db, (m) => m.migrateToLatest());
  await seedDefaults(db, undefined, publicUrl);
  return report;
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
