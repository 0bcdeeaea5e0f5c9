import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import type { DestinationStream } from "pino";
import { buildApp } from "#server/app.ts";
import type { Clock } from "#server/clock.ts";
import { type Config, loadConfig } from "#server/config.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { createMigratedTestDatabase, type TestDatabase } from "./test-database.ts";

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/** A test app's configuration on `testDatabase`: silent, at http://folio.test, with `env` on top. */
export function testConfig(testDatabase: TestDatabase, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: "0",
    PUBLIC_URL: "http://folio.test",
    DATA_DIR: testDatabase.dataDir,
    // Each app its own backups: the default (./backups) would be shared by every test file at once,
    // and an app's start clears the leftovers of unfinished backups it finds there.
    BACKUP_DIR: join(testDatabase.dataDir, "backups"),
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    ...env,
  });
}

/**
 * The real app on a fresh, migrated database of the suite's dialect; call with extra environment if
 * needed, and a `logStream` to read its log lines (with LOG_LEVEL set in `env`).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: { logStream?: DestinationStream; clock?: Clock; dialect?: "sqlite" | "postgres" } = {},
): Promise<TestApp> {
  const testDatabase = await createMigratedTestDatabase(options.dialect);
  const config = testConfig(testDatabase, env);
  await migrateToLatest(testDatabase.database.db, config.publicUrl);
  const app = await buildApp({
    config,
    database: testDatabase.database,
    logStream: options.logStream,
    clock: options.clock,
  });
  await app.ready();
  return {
    app,
    config,
    testDatabase,
    close: async () => {
      await app.close();
      await testDatabase.drop();
    },
  };
}
