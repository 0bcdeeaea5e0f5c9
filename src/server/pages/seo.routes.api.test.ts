import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { faviconLocation } from "./seo.routes.ts";

describe("robots.txt and sitemap.xml", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it("robots.txt keeps crawlers out of the owner area and names the sitemap on PUBLIC_URL", async () => {
    const response = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/plain");
    expect(response.body).toContain("Allow: /");
    for (const path of ["/login", "/admin-dashboard", "/api/"])
      expect(response.body).toContain(`Disallow: ${path}`);
    expect(response.body).toContain("Sitemap: http://folio.test/sitemap.xml");
  });

  it("sitemap.xml lists the public page", async () => {
    const response = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/xml");
    expect(response.body).toContain("<loc>http://folio.test/</loc>");
  });

  it("/favicon.ico redirects (302) to the configured favicon", async () => {
    const favicon = async () => {
      const response = await t.app.inject({ method: "GET", url: "/favicon.ico" });
      expect(response.statusCode).toBe(302);
      return response.headers.location;
    };
    expect(await favicon()).toBe("/favicon.svg");
    const { site } = defaultSiteConfig;
    try {
      t.app.liveSiteConfig.set({ ...defaultSiteConfig, site: { ...site, favicon: "/media/icon-1.png" } });
      expect(await favicon()).toBe("/media/icon-1.png");
    } finally {
      t.app.liveSiteConfig.set(defaultSiteConfig);
    }
  });

  it("/favicon.ico never redirects to itself or to a non-web address", () => {
    const publicUrl = "http://folio.test";
    expect(faviconLocation("https://cdn.example/i.png", publicUrl)).toBe("https://cdn.example/i.png");
    expect(faviconLocation("http://folio.test/media/a b.png", publicUrl)).toBe("/media/a%20b.png");
    for (const value of [
      "",
      "/favicon.ico",
      "favicon.ico",
      "javascript:alert(1)",
      "data:image/png;base64,AA",
    ])
      expect(faviconLocation(value, publicUrl), value).toBe("/favicon.svg");
  });
});
