import { describe, expect, it } from "vitest";
import { migrateToLatest } from "#server/db/migrate.ts";
import { defaultComponents } from "#shared/components/schema.ts";
import { defaultSiteConfig, siteConfigDocumentSchema } from "#shared/site-config/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { normalizeSiteConfig } from "./site-config.service.ts";

describe("public page data: site configuration, components, sections", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  it("GET /api/site-config answers the seeded defaults with a version", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/site-config", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = siteConfigDocumentSchema.parse(response.json());
    const { version, ...config } = body;
    expect(config).toEqual(defaultSiteConfig);
    expect(version).toBe(1);
    expect(body.layout.loaderDuration).toBe(3000);
    expect(body.theme.primaryColor).toBe("#08afff");
  });

  it("GET /api/components answers the seeded visibility list", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/components" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultComponents);
    expect(response.json()).toContainEqual({
      id: "scroll-slide",
      isActive: true,
      conditional: { minWidth: 550 },
    });
  });

  it("seeds the eight published sections once and never overwrites the owner's data", async () => {
    const sections = await t.app.services.sections.listPublished();
    expect(sections.map((section) => section.type)).toEqual([
      "hero",
      "about",
      "services",
      "experience",
      "projects",
      "testimonials",
      "contact",
      "footer",
    ]);
    await t.app.db
      .updateTable("site_config")
      .set({
        config: JSON.stringify({ ...defaultSiteConfig, site: { ...defaultSiteConfig.site, author: "Sam" } }),
      })
      .execute();
    await t.app.db.deleteFrom("content_section").where("id", "=", "hero").execute();
    await migrateToLatest(t.app.db);
    const config = siteConfigDocumentSchema.parse(
      (await t.app.inject({ method: "GET", url: "/api/site-config", headers: { cookie } })).json(),
    );
    expect(config.site.author).toBe("Sam");
    expect((await t.app.services.sections.listPublished()).map((section) => section.id)).not.toContain(
      "hero",
    );
  });

  it("keeps defaults for fields a stored document lacks or holds malformed", () => {
    const normalized = normalizeSiteConfig({
      theme: { primaryColor: "#ff0000", textColor: "not a colour" },
      layout: { loaderDuration: "1500" },
      unknown: true,
    });
    expect(normalized.theme.primaryColor).toBe("#ff0000");
    expect(normalized.theme.textColor).toBe(defaultSiteConfig.theme.textColor);
    expect(normalized.layout.loaderDuration).toBe(1500);
    expect(normalized.seo).toEqual(defaultSiteConfig.seo);
    expect(normalizeSiteConfig("garbage")).toEqual(defaultSiteConfig);
  });

  it("shows a stored contact value the rules now refuse as empty, never as the sample owner's", () => {
    const normalized = normalizeSiteConfig({
      contact: {
        email: "sam at example",
        phone: "+1 555 0100",
        socialLinks: { github: "github.com/sam", linkedin: "https://www.linkedin.com/in/sam" },
      },
    });
    expect(normalized.contact.email).toBe("");
    expect(normalized.contact.phone).toBe("+1 555 0100");
    expect(normalized.contact.location).toBe(defaultSiteConfig.contact.location);
    expect(normalized.contact.socialLinks).toEqual({
      ...defaultSiteConfig.contact.socialLinks,
      github: "",
      linkedin: "https://www.linkedin.com/in/sam",
    });
  });
});
