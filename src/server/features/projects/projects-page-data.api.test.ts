import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { toGalleryCard } from "#shared/projects/gallery-card.ts";
import { sampleProjects } from "#shared/projects/samples.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { loadProjectsPageData } from "./projects-page-data.ts";

/** The HTML without its `<script>` elements (the embedded page data, JSON-LD, …): what the server rendered. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "");

// One app for the file; each test starts again with no projects, and writes its rows straight to the
// table, so it tells the app's page cache of the change as an owner's write through the API would.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
beforeEach(async () => {
  await t.app.db.deleteFrom("project").execute();
  await t.app.changes.publish("page");
});
afterAll(() => t.close());

describe("the gallery's page data", () => {
  it("falls back to the samples, saying why, when the database has no projects", async () => {
    const data = await loadProjectsPageData(t.app);
    expect(data).toEqual({
      items: sampleProjects.map(toGalleryCard),
      total: sampleProjects.length,
      categories: [],
      source: "sample",
    });
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
    expect(data.total).toBe(2);
    expect(data.categories).toEqual(["Web"]);
  });

  it("carries only the first page of 6, with the total and every category; the API pages the rest", async () => {
    const now = new Date().toISOString();
    const rows = Array.from({ length: 40 }, (_, index) => ({
      id: `p${String(index).padStart(2, "0")}`,
      title: `Project ${String(index).padStart(2, "0")}`,
      description: "d",
      category: index === 39 ? "Zed Only" : index % 2 ? "Apps" : "Web",
      priority: 100 - index,
      is_active: 1,
      created_at: now,
      updated_at: now,
    }));
    await t.app.db.insertInto("project").values(rows).execute();
    await t.app.changes.publish("page");

    const data = await loadProjectsPageData(t.app);
    expect(data.items.map((project) => project.id)).toEqual(["p00", "p01", "p02", "p03", "p04", "p05"]);
    expect(data.total).toBe(40);
    // The last project's category is offered although it is not on the first page.
    expect(data.categories).toEqual(["Apps", "Web", "Zed Only"]);
    const html = (await t.app.inject({ url: "/" })).body;
    expect(html).toContain("Project 05");
    expect(html).not.toContain("Project 06");

    const second = (await t.app.inject({ url: "/api/projects?offset=6&limit=6" })).json();
    expect(second.total).toBe(40);
    expect(second.items.map((project: { id: string }) => project.id)).toEqual([
      "p06",
      "p07",
      "p08",
      "p09",
      "p10",
      "p11",
    ]);
    // The server filters, so a category sees every project, not only the loaded ones.
    const zed = (await t.app.inject({ url: "/api/projects?category=Zed%20Only&offset=0&limit=6" })).json();
    expect(zed).toMatchObject({ total: 1, items: [{ id: "p39" }] });
    const appsLast = (await t.app.inject({ url: "/api/projects?category=Apps&offset=18&limit=6" })).json();
    expect(appsLast.total).toBe(19);
    expect(appsLast.items.map((project: { id: string }) => project.id)).toEqual(["p37"]);
    // Without paging parameters the answer is the spec's list (up to 100), now with its total.
    const all = (await t.app.inject({ url: "/api/projects" })).json();
    expect(all.items).toHaveLength(40);
    expect(all.total).toBe(40);
    expect((await t.app.inject({ url: "/api/projects?offset=-1" })).statusCode).toBe(400);
  });

  it("shows the samples as 'unavailable' when the database cannot be read, and the API answers 500", async () => {
    // An app of its own: this one loses its project tables.
    const t = await buildTestApp();
    onTestFinished(() => t.close());
    await sql`drop table project_slug_history`.execute(t.app.db);
    await sql`drop table project`.execute(t.app.db);
    const data = await loadProjectsPageData(t.app);
    expect(data).toEqual({
      items: sampleProjects.map(toGalleryCard),
      total: sampleProjects.length,
      categories: [],
      source: "unavailable",
    });
    const response = await t.app.inject({ url: "/api/projects" });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/project|sql|table/i);
  });
});
