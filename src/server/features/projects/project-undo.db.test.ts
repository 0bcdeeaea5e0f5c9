import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "#shared/projects/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp } from "#test/owner-app.ts";
import { testDialect } from "#test/test-database.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  ({ t, cookie } = await buildOwnerApp());
});
afterAll(() => t.close());

describe(`Undo of a project's permanent delete on ${testDialect}`, () => {
  it("brings the project back with the same id and data by importing what the admin listed (decision 055)", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: {
        title: "Undo me",
        description: "A project deleted by mistake",
        category: "Web Development",
        image: "https://img.example/undo.png",
        technologies: ["React", "Node JS"],
        links: { live: "https://live.example" },
        priority: 3,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const project = created.json() as Project;

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/projects/${project.id}?permanent=true`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect((await t.app.inject({ url: `/api/projects/${project.id}`, headers: { cookie } })).statusCode).toBe(
      404,
    );

    const restored = await t.app.inject({
      method: "POST",
      url: "/api/projects/import",
      headers: { cookie },
      payload: [project],
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const back = (
      await t.app.inject({ url: `/api/projects/${project.id}`, headers: { cookie } })
    ).json() as Project;
    // The same data; the version number moved on (the import is a save: decision 139).
    expect({ ...back, updatedAt: undefined }).toEqual({
      ...project,
      updatedAt: undefined,
      version: undefined,
    });
  });
});
