import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notFoundTexts } from "../../shared/routes.ts";
import { buildTestApp, type TestApp } from "../../test/build-test-app.ts";

describe("server-rendered pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it("renders / with the section anchors in the HTML, no-cache and an ETag", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    for (const anchor of ["home", "about", "unique", "projects", "testimonials", "contact"]) {
      expect(response.body).toContain(`id="${anchor}"`);
    }
    expect(response.body).toContain('class="hero-section');
    expect(response.body).toMatch(/<script type="application\/json" id="folio-page-data">\{.*\}<\/script>/);
  });

  it("answers 304 when the ETag still matches", async () => {
    const first = await t.app.inject({ method: "GET", url: "/" });
    const again = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("renders the 404 page with status 404 for any unknown path", async () => {
    for (const url of ["/nope", "/admin-dashboard/extra", "/a/b/c?x=1"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      for (const text of Object.values(notFoundTexts)) expect(response.body).toContain(text);
      expect(response.body).toContain('href="/"');
    }
  });

  it("answers the app screens with the empty client-rendered shell", async () => {
    for (const url of [
      "/login",
      "/forgot-password",
      "/reset-password?userId=a&secret=b",
      "/admin-dashboard",
    ]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
  });
});
