import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bootScripts } from "#server/pages/boot-scripts.ts";
import { readManifest } from "#server/pages/build-manifest.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { testDialect } from "#test/test-database.ts";

/** Every directive of the baseline policy, as a fresh install enforces it on every answer. */
function expectBaselineCsp(csp: string | undefined) {
  const directives = new Map(
    String(csp)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values] as const),
  );
  expect(directives.get("default-src")).toEqual(["'self'"]);
  // The only inline scripts allowed are the public page's and the owner screens' boot scripts, by hash.
  expect(directives.get("script-src")).toEqual(["'self'", bootScripts().public.csp, bootScripts().owner.csp]);
  expect(directives.get("object-src")).toEqual(["'none'"]);
  expect(directives.get("base-uri")).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
  expect(directives.get("form-action")).toEqual(["'self'"]);
  expect(String(csp)).not.toMatch(/unsafe-eval/);
  expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
}

describe(`security headers on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ cookie } = await signInAsOwner(t));
  });
  afterAll(async () => t.close());

  it("enforces the baseline CSP and the cross-origin headers on pages, API answers and the 404", async () => {
    for (const url of ["/", "/login", "/api/health", "/nowhere", "/api/nowhere", "/reset-password"]) {
      const response = await t.app.inject({ method: "GET", url });
      expectBaselineCsp(response.headers["content-security-policy"] as string);
      expect(response.headers["content-security-policy-report-only"], url).toBeUndefined();
      expect(response.headers["cross-origin-opener-policy"], url).toBe("same-origin");
      expect(response.headers["cross-origin-resource-policy"], url).toBe("same-origin");
      expect(response.headers["permissions-policy"], url).toContain("camera=()");
      expect(response.headers["permissions-policy"], url).toContain("geolocation=()");
      // Passkeys work on the site's own pages only.
      expect(response.headers["permissions-policy"], url).toContain("publickey-credentials-get=(self)");
    }
  });

  it("allows every inline script a page carries by its hash, and runs no other", async () => {
    const pages = ["/", "/resume", "/nowhere", "/login", "/forgot-password", "/admin-dashboard"];
    const hashes = new Set<string>();
    for (const url of pages) {
      const response = await t.app.inject({
        method: "GET",
        url,
        headers: url === "/admin-dashboard" ? { cookie } : {},
      });
      const allowed =
        /script-src ([^;]+)/.exec(String(response.headers["content-security-policy"]))?.[1] ?? "";
      // Every script element without a source that the browser would run (JSON data is not run).
      for (const [, attributes = "", code = ""] of response.body.matchAll(
        /<script([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        if (/\bsrc=|type="application\/(ld\+)?json"/.test(attributes)) continue;
        const hash = `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
        expect(allowed.split(" "), `${url}: ${attributes}`).toContain(hash);
        hashes.add(hash);
      }
    }
    // The public pages' boot script; with a build, the painted owner screens' too (before any build the
    // owner screens name their entry's source in a module script).
    const served = readManifest()
      ? [bootScripts().public.csp, bootScripts().owner.csp]
      : [bootScripts().public.csp];
    expect([...hashes].sort()).toEqual(served.sort());
  });

  it("sends no Referer from the pages whose URL carries a secret", async () => {
    for (const url of ["/reset-password?userId=u&secret=s", "/setup?token=t", "/setup/"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.headers["referrer-policy"], url).toBe("no-referrer");
    }
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("lets uploaded media be used by the same site", async () => {
    const response = await t.app.inject({ method: "GET", url: "/media/missing.webp" });
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-site");
  });

  it("marks every owner-only answer no-store, the refusal too", async () => {
    for (const url of ["/api/sections", "/api/feedback", "/api/admin/overview", "/api/projects?all=true"]) {
      const signedIn = await t.app.inject({ method: "GET", url, headers: { cookie } });
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.headers["cache-control"], url).toBe("no-store");
      const anonymous = await t.app.inject({ method: "GET", url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.headers["cache-control"], url).toBe("no-store");
    }
  });
});
