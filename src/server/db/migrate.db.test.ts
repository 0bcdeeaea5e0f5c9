import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "#test/test-database.ts";
import { MIGRATION_LOCK_KEY, migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

if (testDialect !== "postgres")
  console.log(
    "the migration lock across instances: PostgreSQL only (advisory locks, LISTEN/NOTIFY); tested in the PostgreSQL suite",
  );
describe(`migrations on ${testDialect}`, () => {
  let testDatabase: TestDatabase | undefined;
  afterEach(async () => {
    await testDatabase?.drop();
    testDatabase = undefined;
  });

  it("applies every migration on an empty database, in order, and is idempotent", async () => {
    testDatabase = await createTestDatabase();
    const { db } = testDatabase.database;
    const first = await migrateToLatest(db);
    expect(first.applied).toEqual(Object.keys(migrations));
    expect(Object.keys(migrations)).toEqual([...Object.keys(migrations)].sort());
    const second = await migrateToLatest(db);
    expect(second.applied).toEqual([]);
    const recorded = await sql<{ name: string }>`select name from schema_migration order by name`.execute(db);
    expect(recorded.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
  });

  it("leaves a working schema: app_setting round-trips", async () => {
    testDatabase = await createTestDatabase();
    const { db } = testDatabase.database;
    await migrateToLatest(db);
    await db
      .insertInto("app_setting")
      .values({ key: "k", value: "v", updated_at: new Date().toISOString() })
      .execute();
    const row = await db
      .selectFrom("app_setting")
      .selectAll()
      .where("key", "=", "k")
      .executeTakeFirstOrThrow();
    expect(row.value).toBe("v");
  });

  it.runIf(testDialect === "postgres")(
    "three instances started at once on an empty database migrate it once; none fails",
    async () => {
      testDatabase = await createTestDatabase();
      const { databaseUrl, dataDir } = testDatabase;
      // Three pools of their own, as three servers would have.
      const instances = [1, 2, 3].map(() => openDatabase({ databaseUrl, dataDir }));
      try {
        const reports = await Promise.all(instances.map(({ db }) => migrateToLatest(db)));
        const applied = reports.flatMap((report) => report.applied);
        expect(applied.sort()).toEqual(Object.keys(migrations).sort());
        expect(reports.filter((report) => report.applied.length > 0)).toHaveLength(1);
        const seeded = await sql<{ n: number }>`select count(*) as n from component_list`.execute(
          testDatabase.database.db,
        );
        expect(Number(seeded.rows[0]?.n)).toBeGreaterThan(0);
      } finally {
        await Promise.all(instances.map((instance) => instance.close()));
      }
    },
  );

  it.runIf(testDialect === "postgres")("waits while another instance holds the migration lock", async () => {
    testDatabase = await createTestDatabase();
    const { databaseUrl, dataDir } = testDatabase;
    const other = openDatabase({ databaseUrl, dataDir });
    try {
      await other.db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`.execute(connection);
        let done = false;
        const migrating = migrateToLatest(testDatabase?.database.db as never).then(() => {
          done = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(done).toBe(false);
        await sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.execute(connection);
        await migrating;
        expect(done).toBe(true);
      });
    } finally {
      await other.close();
    }
  });
});
