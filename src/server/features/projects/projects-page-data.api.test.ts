import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sampleProjects } from "#shared/projects/samples.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { loadProjectsPageData } from "./projects-page-data.ts";

/** The HTML without its `<script>` elements (the embedded page data, JSON-LD, …): what the server rendered. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "");

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

describe("the gallery's page data", () => {
  it("falls back to the samples, saying why, when the database has no projects", async () => {
    const data = await loadProjectsPageData(t.app);
    expect(data).toEqual({ items: sampleProjects, source: "sample" });
    const html = (await t.app.inject({ url: "/" })).body;
    expect(html).toContain('"source":"sample"');
    // The first gallery page is in the server-rendered HTML, not only in the embedded page data.
    const rendered = withoutScripts(html);
    expect(rendered).not.toContain("folio-page-data");
    expect(rendered).not.toContain('"source":"sample"');
    for (const project of sampleProjects) expect(rendered).toContain(project.title);
  });

  it("carries only active projects, in gallery order, when there are some", async () => {
    const now = new Date().toISOString();
    const row = { description: "d", category: "Web", is_active: 1, created_at: now, updated_at: now };
    await t.app.db
      .insertInto("project")
      .values([
        { ...row, id: "a", title: "Low", priority: 1 },
        { ...row, id: "b", title: "High", priority: 8 },
        { ...row, id: "c", title: "Hidden", priority: 10, is_active: 0 },
      ])
      .execute();
    const data = await loadProjectsPageData(t.app);
    expect(data.source).toBe("database");
    expect(data.items.map((project) => project.title)).toEqual(["High", "Low"]);
  });

  it("shows the samples as 'unavailable' when the database cannot be read, and the API answers 500", async () => {
    await sql`drop table project`.execute(t.app.db);
    const data = await loadProjectsPageData(t.app);
    expect(data).toEqual({ items: sampleProjects, source: "unavailable" });
    const response = await t.app.inject({ url: "/api/projects" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/project|sql|table/i);
  });
});
