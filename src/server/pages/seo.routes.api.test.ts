import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";

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
});
