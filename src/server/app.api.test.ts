import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { testDialect } from "#test/test-database.ts";
import { appVersion } from "./version.ts";

describe(`app on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it("GET /api/health reports status, database and version", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok", database: testDialect, version: appVersion });
  });

  it("answers unknown /api routes with 404 in the one error shape", async () => {
    for (const method of ["GET", "POST", "DELETE"] as const) {
      const response = await t.app.inject({ method, url: "/api/does-not-exist" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { code: "not_found", message: `No route for ${method} /api/does-not-exist` },
      });
    }
  });

  it("sends the baseline security headers on every response and no X-Powered-By", async () => {
    for (const url of ["/api/health", "/", "/nowhere"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(response.headers["x-frame-options"]).toBe("DENY");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers["x-powered-by"]).toBeUndefined();
    }
  });

  it("compresses text with brotli or gzip", async () => {
    const br = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    const gzip = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
  });

  it("rejects a malformed JSON body with a 400 in the error shape", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/does-not-exist",
      headers: { "content-type": "application/json" },
      payload: "{",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
    expect(response.json().error.message).toMatch(/JSON/i);
  });
});
