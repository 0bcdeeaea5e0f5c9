import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialect } from "#test/test-database.ts";
import { openTestInstances, type TestInstances } from "#test/test-instances.ts";
import { consoleTransport } from "./mail-transport.ts";
import { enqueueMail } from "./outbox.ts";
import { createOutboxWorker } from "./outbox-worker.ts";

describe(`the mail outbox with several instances on ${testDialect}`, () => {
  let instances: TestInstances;
  beforeAll(async () => {
    instances = await openTestInstances();
  });
  afterAll(() => instances.close());

  it("sends each queued message exactly once when three workers race for it", async () => {
    const { db, dbs } = instances;
    for (let index = 0; index < 45; index++)
      await enqueueMail(db, { to: "owner@folio.test", subject: `Message ${index}`, text: "Hello." });
    const sent: string[] = [];
    // On SQLite (one instance), three workers of the one process race on its connection.
    const workers = (dbs.length > 1 ? dbs : [db, db, db]).map((workerDb) =>
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
