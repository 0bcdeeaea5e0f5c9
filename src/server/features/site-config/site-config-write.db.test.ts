import { describe, expect, it } from "vitest";
import { type ComponentEntry, defaultComponents } from "#shared/components/schema.ts";
import {
  defaultSiteConfig,
  type SiteConfigDocument,
  type SiteConfigReset,
} from "#shared/site-config/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

describe("site configuration writes", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const current = async () =>
    (
      await t.app.inject({ method: "GET", url: "/api/site-config", headers: { cookie } })
    ).json() as SiteConfigDocument;
  const put = (payload: object, withCookie = true) =>
    t.app.inject({ method: "PUT", url: "/api/site-config", headers: withCookie ? { cookie } : {}, payload });

  it("answers 401 without a session and changes nothing", async () => {
    const before = await current();
    const response = await put({ ...before, site: { ...before.site, title: "Hacked" } }, false);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("unauthorized");
    expect((await t.app.inject({ method: "POST", url: "/api/site-config/reset" })).statusCode).toBe(401);
    expect(await current()).toEqual(before);
  });

  it("refuses invalid values with the messages joined and nothing stored", async () => {
    const before = await current();
    const response = await put({
      ...before,
      theme: { ...before.theme, primaryColor: "blue" },
      layout: { ...before.layout, mobileBreakpoint: "wide" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain("Colours must be hex values like #08afff");
    expect(response.json().error.message).toContain(", ");
    expect(await current()).toEqual(before);
  });

  it("saves, bumps the version and parses integers", async () => {
    const before = await current();
    const response = await put({
      ...before,
      theme: { ...before.theme, primaryColor: "#ff3366" },
      layout: { ...before.layout, loaderDuration: "1500" },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json() as SiteConfigDocument;
    expect(saved.version).toBe(before.version + 1);
    expect(saved.theme.primaryColor).toBe("#ff3366");
    expect(saved.layout.loaderDuration).toBe(1500);
    expect(await current()).toEqual(saved);
  });

  it("answers 409 to a stale version instead of overwriting newer work", async () => {
    const base = await current();
    const first = await put({ ...base, site: { ...base.site, title: "Tab one" } });
    expect(first.statusCode).toBe(200);
    const stale = await put({ ...base, site: { ...base.site, title: "Tab two" } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe("conflict");
    expect((await current()).site.title).toBe("Tab one");
  });

  it("answers 400 to a save without a version and changes nothing", async () => {
    const { version: _version, ...before } = await current();
    const response = await put({ ...before, site: { ...before.site, title: "Blind overwrite" } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("validation_failed");
    expect(response.json().error.message).toContain("version is required");
    expect(response.json().error.fields).toHaveProperty("version");
    expect((await current()).site.title).toBe(before.site.title);
  });

  it("refuses a contact e-mail that is not an address and social links that are not http(s)", async () => {
    const before = await current();
    for (const contact of [
      { ...before.contact, email: "hello at example" },
      { ...before.contact, email: "owner@example.com\nBcc: spam@example.com" },
      { ...before.contact, socialLinks: { ...before.contact.socialLinks, github: "javascript:alert(1)" } },
      { ...before.contact, socialLinks: { ...before.contact.socialLinks, linkedin: "linkedin.com/in/me" } },
    ]) {
      const response = await put({ ...before, contact });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(
        /Contact email must be a valid email address|must be a link starting with https:\/\/ or http:\/\//,
      );
    }
    expect(await current()).toEqual(before);
    const cleared = await put({
      ...before,
      contact: { ...before.contact, email: "", socialLinks: { ...before.contact.socialLinks, twitter: "" } },
    });
    expect(cleared.statusCode).toBe(200);
    expect((cleared.json() as SiteConfigDocument).contact.email).toBe("");
  });

  it("reset restores the defaults and shows every component again, answering both", async () => {
    const before = await current();
    const hidden = defaultComponents.map((entry) => ({ ...entry, isActive: entry.id !== "testimonials" }));
    const components = () =>
      t.app.inject({ method: "GET", url: "/api/components" }).then((r) => r.json() as ComponentEntry[]);
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/components", headers: { cookie }, payload: hidden }))
        .statusCode,
    ).toBe(200);
    expect(await components()).not.toEqual(defaultComponents);

    const response = await t.app.inject({
      method: "POST",
      url: "/api/site-config/reset",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const { siteConfig, components: answered } = response.json() as SiteConfigReset;
    const { version, ...config } = siteConfig;
    expect(config).toEqual(defaultSiteConfig);
    expect(version).toBe(before.version + 1);
    expect(answered).toEqual(defaultComponents);
    expect(await current()).toEqual(siteConfig);
    expect(await components()).toEqual(defaultComponents);
  });

  it("applies the security settings to the next response's headers", async () => {
    const base = await current();
    let response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(response.headers["content-security-policy"]).not.toContain("require-trusted-types-for");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
    expect(response.headers["x-powered-by"]).toBeUndefined();

    const saved = await put({
      ...base,
      security: { enableCSP: true, enableHSTS: true, hideServerInfo: false },
    });
    expect(saved.statusCode).toBe(200);
    response = await t.app.inject({ method: "GET", url: "/" });
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["content-security-policy"]).toContain("require-trusted-types-for 'script'");
    // PUBLIC_URL is http:// here: HSTS is never sent over plain HTTP (headers-by-default.api.test.ts).
    expect(response.headers["strict-transport-security"]).toBeUndefined();
    expect(response.headers.server).toBe("Folio");
    expect(response.headers["x-powered-by"]).toBe("Folio");
  });

  it("injects analytics only while enabled, and allows them in the CSP", async () => {
    const base = await current();
    const analytics = {
      googleAnalyticsId: "G-TEST123",
      googleTagManagerId: "",
      hotjarId: "",
      enableAnalytics: false,
    };
    await put({ ...base, analytics });
    let page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.body).not.toContain("/analytics.js");
    expect((await t.app.inject({ method: "GET", url: "/analytics.js" })).body).not.toContain("G-TEST123");

    await put({ ...(await current()), analytics: { ...analytics, enableAnalytics: true } });
    page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.body).toContain('<script src="/analytics.js" defer></script>');
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("https://www.googletagmanager.com");
    const script = await t.app.inject({ method: "GET", url: "/analytics.js" });
    expect(script.headers["content-type"]).toContain("javascript");
    expect(script.body).toContain("G-TEST123");
  });

  it("registers the service worker only while enabled; /sw.js retires itself when off", async () => {
    let page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.body).not.toContain("/sw-register.js");
    expect((await t.app.inject({ method: "GET", url: "/sw.js" })).body).toContain("unregister()");

    const base = await current();
    await put({ ...base, performance: { ...base.performance, enableServiceWorker: true } });
    page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.body).toContain('<script src="/sw-register.js" defer></script>');
    const worker = await t.app.inject({ method: "GET", url: "/sw.js" });
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.body).toContain('addEventListener("fetch"');
    expect(worker.body).toContain('cache.match("/")');
  });
});
