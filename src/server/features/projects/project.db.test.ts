import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "#shared/projects/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp } from "#test/owner-app.ts";

let t: TestApp;
let cookie: string;

const base = { title: "Alpha", description: "The first one", category: "Web Development" };

async function create(body: Record<string, unknown>): Promise<Project> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/projects",
    headers: { cookie },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** "Newest first" needs distinct creation times: wait until the clock has moved on a millisecond. */
async function nextMillisecond(): Promise<void> {
  const start = Date.now();
  while (Date.now() === start) await new Promise((resolve) => setTimeout(resolve, 1));
}

/** The HTML without its `<script>` elements (the embedded page data, JSON-LD, …): what the server rendered. */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "");

const list = async (url = "/api/projects", headers: Record<string, string> = {}) =>
  (await t.app.inject({ url, headers })).json().items as Project[];

beforeAll(async () => {
  ({ t, cookie } = await buildOwnerApp());
});
afterAll(() => t.close());

describe("projects API", () => {
  it("answers 401 to every write without an owner session", async () => {
    const requests = [
      { method: "POST" as const, url: "/api/projects", payload: base },
      { method: "PATCH" as const, url: "/api/projects/x", payload: { title: "B" } },
      { method: "DELETE" as const, url: "/api/projects/x" },
      { method: "DELETE" as const, url: "/api/projects/x?permanent=true" },
      { method: "POST" as const, url: "/api/projects/import", payload: [] },
      { method: "GET" as const, url: "/api/projects?all=true" },
      { method: "GET" as const, url: "/api/projects/stats?all=true" },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json().error.code).toBe("unauthorized");
    }
    expect(await list()).toEqual([]);
  });

  it("rejects a project without title, description and category with the spec's messages joined", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "Title is required, Description is required, Category is required",
    );
    const blank = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: { title: "  ", description: "x", category: "" },
    });
    expect(blank.json().error.message).toBe("Title is required, Category is required");
  });

  it("rejects bad priority, non-http URLs, empty list entries and unknown fields, changing nothing", async () => {
    const bad = [
      { ...base, priority: 11 },
      { ...base, priority: 2.5 },
      { ...base, image: "javascript:alert(1)" },
      { ...base, links: { live: "ftp://example.com" } },
      { ...base, technologies: ["React", " "] },
      { ...base, owner: "me" },
      { ...base, status: "Done" },
    ];
    for (const payload of bad) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/projects",
        headers: { cookie },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await list("/api/projects?all=true", { cookie })).toEqual([]);
  });

  it("creates with the specification's defaults and trimmed lists", async () => {
    const project = await create({
      ...base,
      technologies: [" React ", "Node JS"],
      links: { live: "https://a.example" },
    });
    expect(project).toMatchObject({
      title: "Alpha",
      duration: "Not specified",
      status: "Completed",
      priority: 0,
      isActive: true,
      technologies: ["React", "Node JS"],
      features: [],
      links: { live: "https://a.example" },
      image: null,
      video: null,
    });
    expect(project.id).toMatch(/^[0-9a-f]{20}$/);
    expect(project.version).toBe(1);
    // Visitors' reads carry no version (decision 139).
    const fetched = await t.app.inject({ url: `/api/projects/${project.id}` });
    expect(fetched.json()).toEqual({ ...project, version: undefined });
  });

  it("lists active projects by priority, then newest first; filters by category and search", async () => {
    await nextMillisecond();
    await create({ ...base, title: "Low", priority: 1, category: "App Development" });
    await create({ ...base, title: "High", priority: 9, description: "Has a SPECIAL word" });
    await nextMillisecond();
    await create({ ...base, title: "Newest low", priority: 1 });
    const titles = (await list()).map((p) => p.title);
    expect(titles).toEqual(["High", "Newest low", "Low", "Alpha"]);
    expect((await list("/api/projects?category=App%20Development")).map((p) => p.title)).toEqual(["Low"]);
    expect((await list("/api/projects?q=special")).map((p) => p.title)).toEqual(["High"]);
    expect((await list("/api/projects?q=APP%20dev")).map((p) => p.title)).toEqual(["Low"]);
    expect((await list("/api/projects?q=%25")).map((p) => p.title)).toEqual([]);
    expect(await list("/api/projects?limit=2")).toHaveLength(2);
    const tooMany = await t.app.inject({ url: "/api/projects?limit=101" });
    expect(tooMany.statusCode).toBe(400);
  });

  it("updates a subset of fields, 404s an unknown id, and keeps required fields required", async () => {
    const project = await create({ ...base, title: "To edit" });
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/projects/${project.id}`,
      headers: { cookie },
      payload: { status: "In Progress", priority: 5 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: "To edit", status: "In Progress", priority: 5 });
    const blank = await t.app.inject({
      method: "PATCH",
      url: `/api/projects/${project.id}`,
      headers: { cookie },
      payload: { title: "" },
    });
    expect(blank.json().error.message).toBe("Title is required");
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/projects/nope",
      headers: { cookie },
      payload: { title: "X" },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("soft-deletes (hidden publicly, listed with all=true) and deletes permanently", async () => {
    const project = await create({ ...base, title: "Doomed", category: "Only Here" });
    const soft = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${project.id}`,
      headers: { cookie },
    });
    expect(soft.statusCode).toBe(200);
    expect(soft.json().isActive).toBe(false);
    expect((await list()).map((p) => p.id)).not.toContain(project.id);
    expect((await t.app.inject({ url: `/api/projects/${project.id}` })).statusCode).toBe(404);
    const all = await list("/api/projects?all=true", { cookie });
    expect(all.find((p) => p.id === project.id)?.isActive).toBe(false);
    const categories = (await t.app.inject({ url: "/api/projects/categories" })).json().items;
    expect(categories).not.toContain("Only Here");

    const hard = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${project.id}?permanent=true`,
      headers: { cookie },
    });
    expect(hard.statusCode).toBe(204);
    expect((await list("/api/projects?all=true", { cookie })).map((p) => p.id)).not.toContain(project.id);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${project.id}?permanent=true`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
  });

  it("answers stats and categories", async () => {
    const stats = (await t.app.inject({ url: "/api/projects/stats" })).json();
    const active = await list();
    expect(stats.total).toBe(active.length);
    expect(stats.completed).toBe(active.filter((p) => p.status === "Completed").length);
    expect(stats.inProgress).toBe(active.filter((p) => p.status === "In Progress").length);
    expect(stats.byCategory).toEqual({ "App Development": 1, "Web Development": active.length - 1 });
    const inactive = await create({ ...base, title: "Shelved", isActive: false });
    const allStats = (
      await t.app.inject({ url: "/api/projects/stats?all=true", headers: { cookie } })
    ).json();
    expect(allStats.total).toBe((await list("/api/projects?all=true", { cookie })).length);
    expect(allStats.total).toBeGreaterThan(stats.total);
    expect((await t.app.inject({ url: "/api/projects/stats" })).json().total).toBe(stats.total);
    expect(inactive.isActive).toBe(false);
    const categories = (await t.app.inject({ url: "/api/projects/categories" })).json();
    expect(categories).toEqual({ items: ["App Development", "Web Development"] });
  });

  it("shows an admin write on the public page at the next load", async () => {
    const before = (await t.app.inject({ url: "/" })).body;
    expect(before).not.toContain("Fresh On The Page");
    const project = await create({ ...base, title: "Fresh On The Page", priority: 10 });
    const after = (await t.app.inject({ url: "/" })).body;
    // In the server-rendered gallery itself, not only in the page data embedded as JSON.
    expect(after).toContain('<script type="application/json" id="folio-page-data">');
    expect(withoutScripts(after)).not.toContain("folio-page-data");
    expect(withoutScripts(after)).toContain("Fresh On The Page");
    await t.app.inject({ method: "DELETE", url: `/api/projects/${project.id}`, headers: { cookie } });
    expect((await t.app.inject({ url: "/" })).body).not.toContain("Fresh On The Page");
  });
});
