import { describe, expect, it } from "vitest";
import type { Project } from "#shared/projects/schema.ts";
import type { ContentSection } from "#shared/sections/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

let t: TestApp;
let cookie: string;
withOwnerApp((app) => ({ t, cookie } = app));

const base = { title: "Alpha", description: "The first one", category: "Web Development" };

async function send(method: "POST" | "PATCH", url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method, url, headers: { cookie }, payload });
}

async function projectsSection(): Promise<ContentSection> {
  const response = await t.app.inject({ url: "/api/sections/projects", headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const sectionCategories = async () => (await projectsSection()).content.categories as string[];

describe("a project's technologies and category", () => {
  it("keeps each technology once, as first spelled, on create and on update", async () => {
    const created = await send("POST", "/api/projects", {
      ...base,
      technologies: ["React", "TypeScript", "react", " REACT ", "Vite", "typescript"],
    });
    expect(created.statusCode, created.body).toBe(201);
    const project: Project = created.json();
    expect(project.technologies).toEqual(["React", "TypeScript", "Vite"]);

    const updated = await send("PATCH", `/api/projects/${project.id}`, {
      technologies: ["Node JS", "node js", "Node JS", "Go"],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().technologies).toEqual(["Node JS", "Go"]);
  });

  it("adds a new category to the Projects section's categories with the project", async () => {
    expect(await sectionCategories()).toEqual(["All", "Web Development", "App Development", "UI/UX Design"]);

    const created = await send("POST", "/api/projects", { ...base, title: "Type", category: "Type Design" });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().category).toBe("Type Design");
    expect(await sectionCategories()).toEqual([
      "All",
      "Web Development",
      "App Development",
      "UI/UX Design",
      "Type Design",
    ]);

    // Typed again in another case: the listed spelling is kept, and the list does not grow.
    const again = await send("POST", "/api/projects", { ...base, title: "Type 2", category: "type design" });
    expect(again.json().category).toBe("Type Design");
    const renamed = await send("PATCH", `/api/projects/${again.json().id}`, { category: "Motion" });
    expect(renamed.json().category).toBe("Motion");
    expect(await sectionCategories()).toEqual([
      "All",
      "Web Development",
      "App Development",
      "UI/UX Design",
      "Type Design",
      "Motion",
    ]);
    const categories = await t.app.inject({ url: "/api/projects/categories" });
    expect(categories.json().items).toEqual(expect.arrayContaining(["Type Design", "Motion"]));
  });

  it("changes neither the project nor the section when the write fails", async () => {
    const before = await sectionCategories();
    const missing = await send("PATCH", "/api/projects/no-such-project", { category: "Sculpture" });
    expect(missing.statusCode).toBe(404);
    const refused = await send("POST", "/api/projects", { ...base, category: "Sculpture", priority: 99 });
    expect(refused.statusCode).toBe(400);
    expect(await sectionCategories()).toEqual(before);
  });
});
