import { afterEach, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { createMigratedTestDatabase, type TestDatabase, testDialect } from "#test/test-database.ts";
import { MAX_STREAMS_PER_CLIENT, StreamSlots } from "./stream-slots.ts";

describe(`live-update stream slots on ${testDialect}`, () => {
  let testDatabase: TestDatabase | undefined;
  let second: Database | undefined;
  afterEach(async () => {
    await second?.close();
    await testDatabase?.drop();
    second = undefined;
    testDatabase = undefined;
  });

  it("caps one address's open streams across two instances, and frees a slot when it is released", async () => {
    testDatabase = await createMigratedTestDatabase();
    await migrateToLatest(testDatabase.database.db);
    // A second instance: its own pool on PostgreSQL, the same connection's file on SQLite.
    second =
      testDialect === "postgres"
        ? openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir: testDatabase.dataDir })
        : undefined;
    const a = new StreamSlots(testDatabase.database.db);
    const b = new StreamSlots(second?.db ?? testDatabase.database.db);
    const attempts = await Promise.all(
      Array.from({ length: MAX_STREAMS_PER_CLIENT + 2 }, (_, index) =>
        (index % 2 === 0 ? a : b).acquire("203.0.113.7"),
      ),
    );
    const granted = attempts.filter((release) => release !== undefined);
    expect(granted).toHaveLength(MAX_STREAMS_PER_CLIENT);
    // Another address is not affected.
    expect(await b.acquire("203.0.113.8")).toBeTypeOf("function");
    granted[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await b.acquire("203.0.113.7")).toBeTypeOf("function");
    expect(await a.acquire("203.0.113.7")).toBeUndefined();
  });

  it("lets a crashed instance's slots lapse with their lease", async () => {
    testDatabase = await createMigratedTestDatabase();
    await migrateToLatest(testDatabase.database.db);
    const crashed = new StreamSlots(testDatabase.database.db, 1);
    expect(await crashed.acquire("203.0.113.9")).toBeTypeOf("function");
    const other = new StreamSlots(testDatabase.database.db, 1);
    expect(await other.acquire("203.0.113.9")).toBeUndefined();
    await testDatabase.database.db
      .updateTable("stream_slot")
      .set({ expires_at: Date.now() - 1 })
      .execute();
    expect(await other.acquire("203.0.113.9")).toBeTypeOf("function");
  });
});
