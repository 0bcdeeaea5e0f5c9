import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { testConfig } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { createMigratedTestDatabase, type TestDatabase } from "#test/test-database.ts";
import { requireOwner } from "./require-owner.ts";

describe("requireOwner and the Origin check", () => {
  let testDatabase: TestDatabase;
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    testDatabase = await createMigratedTestDatabase();
    const config = testConfig(testDatabase);
    await migrateToLatest(testDatabase.database.db);
    app = await buildApp({ config, database: testDatabase.database });
    app.get("/api/test/owner-only", { preHandler: requireOwner }, async (request) => ({
      owner: request.owner,
    }));
    app.post("/api/test/owner-write", { preHandler: requireOwner }, async () => ({ ok: true }));
    await app.ready();
    ({ cookie } = await signInAsOwner({ app, config, testDatabase, close: async () => {} }));
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.drop();
  });

  it("answers 401 in the error shape without a session", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/owner-only" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: "unauthorized", message: "Sign in to continue." } });
  });

  it("answers 401 for a forged session cookie", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/test/owner-only",
      headers: { cookie: "folio.session_token=forged.value" },
    });
    expect(response.statusCode).toBe(401);
  });

  it("sets request.owner for a signed-in owner", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/owner-only", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json().owner).toMatchObject({ name: "Alex Morgan", email: "owner@folio.test" });
    expect(Object.keys(response.json().owner).sort()).toEqual(["email", "id", "name", "role"]);
  });

  it("lets same-origin writes and writes without an Origin through", async () => {
    for (const headers of [{ cookie, origin: "http://folio.test" }, { cookie }]) {
      const response = await app.inject({ method: "POST", url: "/api/test/owner-write", headers });
      expect(response.statusCode).toBe(200);
    }
  });

  it("answers 403 to a write with the session cookie from a foreign Origin", async () => {
    for (const origin of ["http://evil.test", "null", "http://folio.test:8080", "https://folio.test"]) {
      const response = await app.inject({
        method: "POST",
        url: "/api/test/owner-write",
        headers: { cookie, origin },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe("forbidden");
    }
  });

  it("answers 403 to a cross-site write without Origin (Sec-Fetch-Site)", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/owner-write",
      headers: { cookie, "sec-fetch-site": "cross-site" },
    });
    expect(response.statusCode).toBe(403);
  });

  it("does not block cross-origin reads or cookie-less writes", async () => {
    const read = await app.inject({
      method: "GET",
      url: "/api/test/owner-only",
      headers: { cookie, origin: "http://evil.test" },
    });
    expect(read.statusCode).toBe(200);
    const anonymous = await app.inject({
      method: "POST",
      url: "/api/test/owner-write",
      headers: { origin: "http://evil.test" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
