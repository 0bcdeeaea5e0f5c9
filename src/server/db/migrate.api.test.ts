import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testDialect } from "#test/test-database.ts";
import { migrateToLatest } from "./migrate.ts";
import { migrations } from "./migrations/index.ts";

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
});
