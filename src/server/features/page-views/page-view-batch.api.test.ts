import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#server/db/migrate.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { createTestDatabase, type TestDatabase } from "#test/test-database.ts";
import { addViews, totalViews } from "./page-view.repository.ts";
import { PageViewBatch } from "./page-view-batch.ts";

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

async function eventually(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("the condition did not become true in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("page views written in batches", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.database.db);
  });
  afterAll(async () => database.drop());

  const db = () => database.database.db;
  const views = async (day: string) =>
    (await db().selectFrom("page_view_day").select("views").where("day", "=", day).executeTakeFirst())
      ?.views ?? 0;

  it("writes the views counted in memory periodically, one statement per day", async () => {
    const errors: unknown[] = [];
    const batch = new PageViewBatch(
      (day, count) => addViews(db(), day, count),
      (e) => errors.push(e),
    );
    for (let i = 0; i < 3; i++) batch.record("2026-01-01");
    batch.record("2026-01-02");
    expect(batch.pending).toBe(4);
    expect(await views("2026-01-01")).toBe(0);
    batch.start(30);
    await eventually(async () => (await views("2026-01-01")) === 3);
    expect(await views("2026-01-02")).toBe(1);
    batch.record("2026-01-01");
    await eventually(async () => (await views("2026-01-01")) === 4);
    expect(batch.pending).toBe(0);
    await batch.stop();
    expect(errors).toEqual([]);
  });

  it("keeps the counts of a failed write for the next batch", async () => {
    const errors: unknown[] = [];
    const batch = new PageViewBatch(
      (day, count) => addViews(db(), day, count),
      (e) => errors.push(e),
    );
    batch.record("2026-02-01");
    batch.record("2026-02-01");
    await sql`alter table page_view_day rename to page_view_day_offline`.execute(db());
    try {
      await batch.flush();
    } finally {
      await sql`alter table page_view_day_offline rename to page_view_day`.execute(db());
    }
    expect(errors).toHaveLength(1);
    expect(batch.pending).toBe(2);
    await batch.stop();
    expect(await views("2026-02-01")).toBe(2);
    expect(batch.pending).toBe(0);
  });
});

describe("page views in the app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.testDatabase.drop());

  it("counts views without writing inside the request, and writes them when the app closes", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({ method: "GET", url: "/", headers: { "user-agent": browser } });
      expect(response.statusCode).toBe(200);
    }
    expect(t.app.services.pageViews.pending).toBe(3);
    expect(await totalViews(t.app.db)).toBe(0);
    await t.app.close();
    expect(await totalViews(t.testDatabase.database.db)).toBe(3);
  });
});
