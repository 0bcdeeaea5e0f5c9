import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientRenderedPaths, livePreviewPath } from "#shared/page/routes.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";

const hsts = "strict-transport-security";

/** Issue 28 point 6: HSTS on by default for an https:// site, never over plain HTTP; owner pages no-store. */
describe("headers with no gaps", () => {
  let https: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    https = await buildTestApp({ PUBLIC_URL: "https://folio.test", TRUST_PROXY: "true" });
    plain = await buildTestApp();
  });
  afterAll(async () => {
    await https.close();
    await plain.close();
  });

  const get = (t: TestApp, url: string, proto?: string) =>
    t.app.inject({ method: "GET", url, headers: proto ? { "x-forwarded-proto": proto } : {} });

  it("sends HSTS by default when PUBLIC_URL is https://, and never over plain HTTP", async () => {
    expect((await https.app.services.siteConfig.get()).security.enableHSTS).toBe(true);
    expect((await get(https, "/", "https")).headers[hsts]).toBe("max-age=31536000; includeSubDomains");
    expect((await get(https, "/api/health", "https")).headers[hsts]).toContain("max-age=");
    expect((await get(https, "/", "http")).headers[hsts]).toBeUndefined();

    // An http:// site: off by default, and not sent even when switched on.
    expect((await plain.app.services.siteConfig.get()).security.enableHSTS).toBe(false);
    const config = await plain.app.services.siteConfig.getRecord();
    await plain.app.services.siteConfig.save(
      { ...config.config, security: { ...config.config.security, enableHSTS: true } },
      config.version,
    );
    plain.app.liveSiteConfig.set(await plain.app.services.siteConfig.get());
    expect((await get(plain, "/")).headers[hsts]).toBeUndefined();
  });

  it("lets the owner turn HSTS off", async () => {
    const { cookie } = await signInAsOwner(https);
    const record = (
      await https.app.inject({ method: "GET", url: "/api/site-config", headers: { cookie } })
    ).json();
    const { version, ...config } = record;
    const saved = await https.app.inject({
      method: "PUT",
      url: "/api/site-config",
      headers: { cookie, origin: "https://folio.test", "x-forwarded-proto": "https" },
      payload: { ...config, version, security: { ...config.security, enableHSTS: false } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get(https, "/", "https")).headers[hsts]).toBeUndefined();
  });

  it("answers every owner-area and sign-in page with Cache-Control: no-store", async () => {
    for (const path of clientRenderedPaths) {
      const answer = await get(plain, path);
      expect(answer.headers["content-type"], path).toContain("text/html");
      expect(answer.headers["cache-control"], path).toBe("no-store");
      expect(answer.headers.etag, path).toBeUndefined();
    }
    const preview = await get(plain, livePreviewPath);
    expect(preview.headers["cache-control"]).toBe("no-store");
    const { cookie } = await signInAsOwner(plain);
    const signedIn = await plain.app.inject({ method: "GET", url: livePreviewPath, headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers["cache-control"]).toBe("no-store");
    // The public page stays revalidated, not unstored.
    expect((await get(plain, "/")).headers["cache-control"]).toBe("no-cache");
  });
});
