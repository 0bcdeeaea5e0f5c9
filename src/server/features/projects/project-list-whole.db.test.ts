import { beforeAll, describe, expect, it } from "vitest";
import type { Project } from "#shared/projects/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

/** 130 projects, ten of them drafts: more than the API's 100 a page. */
const count = 130;

describe("the owner's lists hold every project, past the API's page of 100", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  async function seed(): Promise<void> {
    const start = Date.parse("2025-01-01T10:00:00.000Z");
    const documents = Array.from({ length: count }, (_, index) => ({
      title: `Project ${String(index + 1).padStart(3, "0")}`,
      description: `Project number ${index + 1}`,
      category: index % 2 ? "Web Development" : "Mobile Apps",
      isActive: index % 13 !== 0,
      createdAt: new Date(start + index * 60_000).toISOString(),
    }));
    const response = await t.app.inject({
      method: "POST",
      url: "/api/projects/import",
      headers: { cookie },
      payload: documents,
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  beforeAll(seed);

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

  it("pages through all 130 (drafts too), each once; the stats count them all", async () => {
    const seen: Project[] = [];
    let total = -1;
    for (let offset = 0; total < 0 || offset < total; offset += 100) {
      const page = (await get(`/api/projects?all=true&limit=100&offset=${offset}`)).json();
      total = page.total;
      seen.push(...page.items);
    }
    expect(total).toBe(count);
    expect(new Set(seen.map((project) => project.id)).size).toBe(count);
    expect(seen.filter((project) => !project.isActive)).toHaveLength(10);

    const stats = (await get("/api/projects/stats?all=true")).json();
    expect(stats.total).toBe(count);
    expect(stats.byCategory).toEqual({ "Web Development": 65, "Mobile Apps": 65 });
  });

  it("a saved order answers every project, not the first hundred", async () => {
    const first = (await get("/api/projects?all=true&limit=100")).json().items as Project[];
    const last = first.at(-1) as Project;
    const response = await t.app.inject({
      method: "PUT",
      url: "/api/projects/order",
      headers: { cookie },
      payload: { ids: [last.id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const ordered = response.json();
    expect(ordered.total).toBe(count);
    expect(ordered.items).toHaveLength(count);
    expect(ordered.items[0].id).toBe(last.id);
  });
});
