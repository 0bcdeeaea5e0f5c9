import type { Kysely } from "kysely";
import { type Database, openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import type { DB } from "#server/db/schema.ts";
import { createMigratedTestDatabase, type TestDatabase, testDialect } from "./test-database.ts";

export interface TestInstances {
  /** The migrated test database itself (for setting up and reading back). */
  db: Kysely<DB>;
  /**
   * What each instance uses: on PostgreSQL `count` pools of their own on the same database; on SQLite,
   * which only one process can serve, the test database's one connection (one instance).
   */
  dbs: Kysely<DB>[];
  close(): Promise<void>;
}

/** A fresh, migrated test database as `count` instances of Folio would open it (one on SQLite). */
export async function openTestInstances(count = 3): Promise<TestInstances> {
  const testDatabase: TestDatabase = await createMigratedTestDatabase();
  const { db } = testDatabase.database;
  await migrateToLatest(db);
  const pools: Database[] =
    testDialect === "postgres"
      ? Array.from({ length: count }, () =>
          openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir: testDatabase.dataDir }),
        )
      : [];
  return {
    db,
    dbs: pools.length > 0 ? pools.map((pool) => pool.db) : [db],
    close: async () => {
      await Promise.all(pools.map((pool) => pool.close()));
      await testDatabase.drop();
    },
  };
}
