import { type Kysely, Migrator } from "kysely";
import { migrations } from "./migrations/index.ts";
import type { DB } from "./schema.ts";
import { seedDefaults } from "./seed.ts";

export interface MigrationReport {
  applied: string[];
}

/** Brings the database to the newest schema; throws (and applies nothing further) on the first failure. */
export async function migrateToLatest(db: Kysely<DB>): Promise<MigrationReport> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: "schema_migration",
    migrationLockTableName: "schema_migration_lock",
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === "Error");
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : "";
    throw new Error(
      `Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  await seedDefaults(db);
  return { applied: results.map((result) => result.migrationName) };
}
