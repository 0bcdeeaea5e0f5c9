import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { startS3Server } from "#test/s3-server.ts";
import { testDialect } from "#test/test-database.ts";

describe(`liveness and readiness on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it("is ready once the database answers with every migration applied", async () => {
    const ready = await t.app.inject({ url: "/api/health/ready" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "ready",
      database: testDialect,
      migrations: "done",
      mediaStore: "local",
    });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("answers not-ready while draining, still serves everything else and closes each connection", async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ error: { code: "not_ready", message: "Shutting down." } });
      const live = await t.app.inject({ url: "/api/health" });
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe("close");
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it("answers not-ready when the schema is behind this version", async () => {
    const last = await t.app.db
      .selectFrom("schema_migration" as never)
      .select("name" as never)
      .orderBy("name" as never, "desc")
      .executeTakeFirstOrThrow();
    const { name } = last as { name: string };
    await t.app.db
      .deleteFrom("schema_migration" as never)
      .where("name" as never, "=", name as never)
      .execute();
    try {
      const ready = await t.app.inject({ url: "/api/health/ready" });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().error.message).toBe("The database schema is not up to date.");
    } finally {
      await t.app.db
        .insertInto("schema_migration" as never)
        .values({ name, timestamp: new Date().toISOString() } as never)
        .execute();
    }
  });

  it("with media in a bucket, is ready while the bucket answers and not-ready once it does not", async () => {
    const s3 = await startS3Server();
    const withBucket = await buildTestApp(s3.env());
    try {
      const ready = await withBucket.app.inject({ url: "/api/health/ready" });
      expect(ready.statusCode, ready.body).toBe(200);
      expect(ready.json().mediaStore).toBe("reachable");
      await s3.stop();
      const gone = await withBucket.app.inject({ url: "/api/health/ready" });
      expect(gone.statusCode).toBe(503);
      expect(gone.json().error.message).toBe("The media bucket does not answer.");
    } finally {
      await withBucket.close();
      await s3.stop().catch(() => undefined);
    }
  });
});
