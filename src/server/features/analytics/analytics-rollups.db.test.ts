import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMigratedTestDatabase, type TestDatabase } from "#test/test-database.ts";
import { addRollups, sumRollups } from "./analytics.repository.ts";

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createMigratedTestDatabase();
});
afterAll(async () => testDatabase?.drop());

describe("adding up the daily figures from several instances at once", () => {
  it("never deadlocks when two batches hold the same rows in opposite orders, and loses no count", async () => {
    const { db } = testDatabase.database;
    const rows = Array.from({ length: 60 }, (_, index) => ({
      day: "2026-11-27",
      metric: "page",
      key: `/page-${String(index).padStart(2, "0")}`,
      count: 1,
    }));
    const rounds = 12;
    for (let round = 0; round < rounds; round++) {
      // Two instances' batches at once, each in its own transaction, as `writeBatch` writes them.
      await Promise.all([
        db.transaction().execute((trx) => addRollups(trx, rows)),
        db.transaction().execute((trx) => addRollups(trx, [...rows].reverse())),
      ]);
    }
    const sums = await sumRollups(db, "2026-11-27", "2026-11-27");
    expect(sums).toHaveLength(rows.length);
    expect(sums.every((row) => row.count === rounds * 2)).toBe(true);
  });
});
