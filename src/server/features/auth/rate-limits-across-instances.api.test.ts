import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "#server/clock.ts";
import { type Database, openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "#test/test-database.ts";
import { createRateLimiter, type LimitRule } from "./rate-limiter.ts";

const rule: LimitRule = { name: "test:ip", max: 5, windowMs: 60_000, message: () => "Too many." };

describe(`limits counted across instances on ${testDialect}`, () => {
  let testDatabase: TestDatabase;
  let instances: Database[] = [];
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database.db);
    // Three instances' pools on PostgreSQL; on SQLite, the one process's connection.
    instances =
      testDialect === "postgres"
        ? [1, 2, 3].map(() =>
            openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir: testDatabase.dataDir }),
          )
        : [];
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await testDatabase.drop();
  });

  it("lets exactly the rule's number of hits through when 30 arrive at once on three instances", async () => {
    const dbs = instances.length > 0 ? instances.map((instance) => instance.db) : [testDatabase.database.db];
    const limiters = dbs.map((db) => createRateLimiter({ db, clock: systemClock }));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) =>
        limiters[index % limiters.length]?.consume(rule, "198.51.100.4"),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(rule.max);
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refused).toHaveLength(30 - rule.max);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain("Too many.");
  });
});
