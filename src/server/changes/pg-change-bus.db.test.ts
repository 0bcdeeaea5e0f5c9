import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { type Database, openDatabase } from "#server/db/database.ts";
import type { FeedbackEvent } from "#server/features/feedback/feedback-events.ts";
import { submit, validSubmission } from "#server/features/feedback/feedback-test-helpers.ts";
import { buildOwnerApp, type OwnerApp } from "#test/owner-app.ts";
import { testDialect } from "#test/test-database.ts";
import type { ChangeOrigin } from "./change-bus.ts";
import { createPgChangeBus } from "./pg-change-bus.ts";

/** Waits until `check` holds, up to `ms`; answers how long it took. */
async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - start;
}

// Two instances on one PostgreSQL database: A (with the signed-in owner) and B, a second app.
if (testDialect !== "postgres")
  console.log(
    "the change bus across instances: PostgreSQL only (advisory locks, LISTEN/NOTIFY); tested in the PostgreSQL suite",
  );
describe.runIf(testDialect === "postgres")("the change bus across instances (PostgreSQL)", () => {
  let a: OwnerApp;
  let b: FastifyInstance;
  let bDatabase: Database;

  beforeAll(async () => {
    a = await buildOwnerApp();
    const { databaseUrl, dataDir } = a.t.testDatabase;
    bDatabase = openDatabase({ databaseUrl, dataDir });
    b = await buildApp({ config: a.t.config, database: bDatabase });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.t.close();
  });

  it("a project saved through A is read from B's cached list within a second", async () => {
    const titles = async () =>
      ((await b.inject({ url: "/api/projects" })).json() as { items: { title: string }[] }).items.map(
        (project) => project.title,
      );
    expect(await titles()).not.toContain("Across");
    const created = await a.t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie: a.cookie },
      payload: { title: "Across", description: "Saved on A", category: "Web Development" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const took = await within(1_000, async () => (await titles()).includes("Across"));
    expect(took).toBeLessThan(1_000);
  });

  it("a message posted through A reaches an inbox stream held by B, read back from its id", async () => {
    const heard: FeedbackEvent[] = [];
    const stop = b.services.feedback.events.subscribe((event) => heard.push(event));
    try {
      const posted = await submit(a.t.app, validSubmission({ message: "Heard on the other instance." }));
      expect(posted.statusCode, posted.body).toBe(201);
      await within(1_000, () => heard.some((event) => event.type === "feedback"));
      const event = heard.find((e) => e.type === "feedback");
      expect(event?.type === "feedback" && event.message.message).toBe("Heard on the other instance.");
      expect(event?.counts.new).toBeGreaterThan(0);
    } finally {
      stop();
    }
  });

  it("a change whose notification was lost is caught by the version check", async () => {
    const { databaseUrl } = a.t.testDatabase;
    const bus = createPgChangeBus({
      databaseUrl: databaseUrl as string,
      db: bDatabase.db,
      log: { error: () => undefined, warn: () => undefined },
      checkEveryMs: 300,
    });
    const heardOnB: unknown[] = [];
    const stopB = b.changes.subscribe("page", (data) => heardOnB.push(data));
    try {
      await bus.started;
      const heard: ChangeOrigin[] = [];
      bus.subscribe("page", (_data, origin) => heard.push(origin));
      await loseANotification();
      await within(1_500, () => heard.length > 0);
      expect(heard).toEqual(["remote"]);
      // The instances catch it too (every 2 s), as a change of everything (no payload).
      await within(3_000, () => heardOnB.length > 0);
      expect(heardOnB).toEqual([undefined]);
    } finally {
      stopB();
      await bus.close();
    }
  });

  /** A write whose NOTIFY never arrived: only the version moved. */
  const loseANotification = () =>
    bDatabase.db
      .updateTable("change_version")
      .set((eb) => ({ version: eb("version", "+", 1) }))
      .where("topic", "=", "page")
      .execute();

  /** A bus on B's pool whose version check waits a minute: what it hears comes from notifications. */
  const quietBus = () =>
    createPgChangeBus({
      databaseUrl: a.t.testDatabase.databaseUrl as string,
      db: bDatabase.db,
      log: { error: () => undefined, warn: () => undefined },
      checkEveryMs: 60_000,
    });

  it("a change heard after a lost one is delivered with the lost one, as a change of everything", async () => {
    const bus = quietBus();
    try {
      await bus.started;
      const heard: unknown[] = [];
      bus.subscribe("page", (data) => heard.push(data));
      await loseANotification();
      await a.t.app.changes.publish("page", { projects: ["p1"] });
      await within(1_000, () => heard.length >= 2);
      expect(heard).toEqual([undefined, { projects: ["p1"] }]);
    } finally {
      await bus.close();
    }
  });

  it("never takes its own change for a lost one", async () => {
    const bus = createPgChangeBus({
      databaseUrl: a.t.testDatabase.databaseUrl as string,
      db: bDatabase.db,
      log: { error: () => undefined, warn: () => undefined },
      checkEveryMs: 300,
    });
    try {
      await bus.started;
      const heard: ChangeOrigin[] = [];
      bus.subscribe("page", (_data, origin) => heard.push(origin));
      await bus.publish("page", { projects: ["p2"] });
      // Three version checks later, it has heard its own change once, as local.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(heard).toEqual(["local"]);
    } finally {
      await bus.close();
    }
  });

  it("hears its own changes at once as local, and the other instance's as remote", async () => {
    const heardOnB: ChangeOrigin[] = [];
    const heardOnA: ChangeOrigin[] = [];
    const stopB = b.changes.subscribe("page", (_data, origin) => heardOnB.push(origin));
    const stopA = a.t.app.changes.subscribe("page", (_data, origin) => heardOnA.push(origin));
    try {
      const publishing = a.t.app.changes.publish("page");
      expect(heardOnA).toEqual(["local"]);
      await publishing;
      await within(1_000, () => heardOnB.length > 0);
      expect(heardOnB).toEqual(["remote"]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heardOnA).toEqual(["local"]);
    } finally {
      stopA();
      stopB();
    }
  });

  it("counts a visitor whose beacons reach both instances once, and adds up both batches exactly", async () => {
    const agent =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
    const beacon = (app: FastifyInstance, ip: string, u: string) =>
      app.inject({
        method: "POST",
        url: "/api/events",
        remoteAddress: ip,
        headers: { "user-agent": agent },
        payload: { e: [{ n: "view", u }], w: 1280 },
      });
    for (const [app, u] of [
      [a.t.app, "/"],
      [b, "/projects/x"],
      [a.t.app, "/resume"],
      [b, "/"],
    ] as const)
      expect((await beacon(app, "198.51.100.20", u)).statusCode).toBeLessThan(300);
    expect((await beacon(b, "198.51.100.21", "/")).statusCode).toBeLessThan(300);
    await Promise.all([a.t.app.services.analytics.flush(), b.services.analytics.flush()]);
    const response = await a.t.app.inject({
      url: "/api/admin/analytics?range=7d",
      headers: { cookie: a.cookie },
    });
    expect(response.json().totals).toMatchObject({ visitors: 2, views: 4 });
    // Both visitors are live whichever instance answers the report.
    const onB = await b.inject({ url: "/api/admin/analytics?range=7d", headers: { cookie: a.cookie } });
    expect([response.json().liveVisitors, onB.json().liveVisitors]).toEqual([2, 2]);
  });
});
