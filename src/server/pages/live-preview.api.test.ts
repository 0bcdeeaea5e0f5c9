import { describe, expect, it } from "vitest";
import { livePreviewPath } from "#shared/page/routes.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

describe("the editors' live preview page", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  it("sends anyone but the owner to sign in, without the page data", async () => {
    const response = await t.app.inject({ method: "GET", url: livePreviewPath });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/login");
    expect(response.body).not.toContain("folio-page-data");
  });

  it("gives the owner the saved page data with drafts, frameable by this site only, never cached", async () => {
    const sections = (
      (await t.app.inject({ method: "GET", url: "/api/sections", headers: { cookie } })).json() as {
        items: ContentSection[];
      }
    ).items;
    const hero = sections.find((section) => section.id === "hero");
    await t.app.inject({
      method: "PATCH",
      url: "/api/sections/hero",
      headers: { cookie },
      payload: { status: "draft", content: { ...hero?.content, mainTitle: "Draft in preview" } },
    });
    const response = await t.app.inject({ method: "GET", url: livePreviewPath, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('id="folio-page-data"');
    expect(response.body).toContain("Draft in preview");
    expect(response.body).toContain('<meta name="robots" content="noindex">');
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'self'");

    // Every other page still refuses to be framed.
    const home = await t.app.inject({ method: "GET", url: "/" });
    expect(home.headers["x-frame-options"]).toBe("DENY");
    expect(home.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    const robots = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.body).toContain(`Disallow: ${livePreviewPath}`);
  });
});
