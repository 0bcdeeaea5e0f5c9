import { describe, expect, it } from "vitest";
import type { Project } from "#shared/projects/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

describe("an image's focal point", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const base = {
    title: "Portrait",
    description: "A tall picture",
    category: "Web Development",
    image: "https://images.example/portrait.jpg",
  };
  const write = (method: "POST" | "PATCH", url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });
  const cardImage = (html: string) => html.match(/<img[^>]*alt="Portrait"[^>]*>/)?.[0] ?? "";

  it("is stored with the project, answered by the API and kept in view on the public card", async () => {
    const created = await write("POST", "/api/projects", { ...base, imageFocus: { x: 40, y: 15 } });
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json() as Project;
    expect(project.imageFocus).toEqual({ x: 40, y: 15 });

    const listed = (await t.app.inject({ url: "/api/projects" })).json().items as Project[];
    expect(listed[0]?.imageFocus).toEqual({ x: 40, y: 15 });
    expect(cardImage((await t.app.inject({ url: "/" })).body)).toContain("object-position:40% 15%");

    const moved = await write("PATCH", `/api/projects/${project.id}`, { imageFocus: { x: 70, y: 90 } });
    expect(moved.json().imageFocus).toEqual({ x: 70, y: 90 });
    expect(cardImage((await t.app.inject({ url: "/" })).body)).toContain("object-position:70% 90%");

    // Other changes leave it alone; null puts it back in the centre.
    expect((await write("PATCH", `/api/projects/${project.id}`, { priority: 3 })).json().imageFocus).toEqual({
      x: 70,
      y: 90,
    });
    const cleared = await write("PATCH", `/api/projects/${project.id}`, { imageFocus: null });
    expect(cleared.json().imageFocus).toBeNull();
    expect(cardImage((await t.app.inject({ url: "/" })).body)).toContain("object-position:50% 50%");
  });

  it("refuses a point outside the picture, changing nothing", async () => {
    const project = (await write("POST", "/api/projects", { ...base, title: "Other" })).json() as Project;
    for (const imageFocus of [{ x: 101, y: 0 }, { x: -1, y: 50 }, { x: 12.5, y: 50 }, { x: 50 }, "50% 50%"]) {
      const response = await write("PATCH", `/api/projects/${project.id}`, { imageFocus });
      expect(response.statusCode, JSON.stringify(imageFocus)).toBe(400);
    }
    const refused = await write("PATCH", `/api/projects/${project.id}`, { imageFocus: { x: 101, y: 0 } });
    expect(refused.json().error.message).toContain(
      "The focal point's x must be a whole percentage from 0 to 100",
    );
    const stored = (await t.app.inject({ url: `/api/projects/${project.id}` })).json() as Project;
    expect(stored.imageFocus).toBeNull();
  });
});
