import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "#test/test-database.ts";
import { consoleTransport } from "./mail-transport.ts";
import { enqueueMail } from "./outbox.ts";
import { createOutboxWorker } from "./outbox-worker.ts";

describe(`the mail outbox with several instances on ${testDialect}`, () => {
  let testDatabase: TestDatabase;
  let instances: Database[] = [];
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await migrateToLatest(testDatabase.database.db);
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

  it("sends each queued message exactly once when three workers race for it", async () => {
    const { db } = testDatabase.database;
    for (let index = 0; index < 45; index++)
      await enqueueMail(db, { to: "owner@folio.test", subject: `Message ${index}`, text: "Hello." });
    const sent: string[] = [];
    const dbs = instances.length > 0 ? instances.map((instance) => instance.db) : [db, db, db];
    const workers = dbs.map((workerDb) =>
      createOutboxWorker({
        db: workerDb,
        from: "Folio <folio@folio.test>",
        transport: consoleTransport((text) => sent.push(/Subject: (.*)/.exec(text)?.[1] ?? "?")),
      }),
    );
    for (let round = 0; round < 4; round++) await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(sent).toHaveLength(45);
    expect(new Set(sent).size).toBe(45);
    const left = await db.selectFrom("mail_outbox").select("id").where("status", "!=", "sent").execute();
    expect(left).toEqual([]);
  });
});
