import { describe, expect, it } from "vitest";
import type { Project } from "#shared/projects/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

describe("the gallery's manual order (PUT /api/projects/order)", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const create = async (title: string, priority: number): Promise<Project> => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: { title, description: `${title} in words`, category: "Web Development", priority },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const order = (ids: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: "PUT", url: "/api/projects/order", headers, payload: { ids } });
  const publicTitles = async () =>
    ((await t.app.inject({ url: "/api/projects" })).json().items as Project[]).map(
      (project) => project.title,
    );
  const pageTitles = async () => {
    const html = (await t.app.inject({ url: "/" })).body;
    const gallery = html.slice(
      html.indexOf('id="projects"'),
      html.indexOf("</section>", html.indexOf('id="projects"')),
    );
    return [...gallery.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
  };

  it("places projects by hand before the priority and date order, on the API and on /", async () => {
    const low = await create("Low", 1);
    const high = await create("High", 9);
    const middle = await create("Middle", 5);
    const placedLast = await create("Placed", 0);
    expect(await publicTitles()).toEqual(["High", "Middle", "Low", "Placed"]);

    expect((await order([], {})).statusCode).toBe(401);

    const response = await order([placedLast.id, low.id]);
    expect(response.statusCode, response.body).toBe(200);
    const answered = response.json().items as Project[];
    expect(answered.map((project) => [project.title, project.position])).toEqual([
      ["Placed", 1],
      ["Low", 2],
      ["High", null],
      ["Middle", null],
    ]);
    expect(await publicTitles()).toEqual(["Placed", "Low", "High", "Middle"]);
    expect(await pageTitles()).toEqual(["Placed", "Low", "High", "Middle"]);

    // A new order replaces the old one: projects left out lose their place.
    expect((await order([middle.id])).statusCode).toBe(200);
    expect(await publicTitles()).toEqual(["Middle", "High", "Low", "Placed"]);
    // The priority keeps working for the projects never placed by hand.
    await t.app.inject({
      method: "PATCH",
      url: `/api/projects/${placedLast.id}`,
      headers: { cookie },
      payload: { priority: 10 },
    });
    expect(await publicTitles()).toEqual(["Middle", "Placed", "High", "Low"]);

    expect((await order([])).statusCode).toBe(200);
    expect(await publicTitles()).toEqual(["Placed", "High", "Middle", "Low"]);
    expect(high.id).toBeTruthy();
  });

  it("refuses unknown ids and duplicates with a clear message, changing nothing", async () => {
    const before = await publicTitles();
    const [first, second] = (await t.app.inject({ url: "/api/projects" })).json().items as Project[];
    if (!first || !second) throw new Error("the first test creates projects");
    expect((await order([second.id, first.id])).statusCode).toBe(200);
    const placed = await publicTitles();

    const unknown = await order([first.id, "no-such-project", "gone"]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe("Unknown projects in the order: no-such-project, gone");

    const twice = await order([first.id, second.id, first.id]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toContain(`Project ${first.id} is listed twice in the order`);

    for (const payload of ["x", [1, 2], null]) expect((await order(payload)).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: "PUT",
      url: "/api/projects/order",
      headers: { cookie },
      payload: { ids: [], more: true },
    });
    expect(extra.statusCode).toBe(400);

    expect(await publicTitles()).toEqual(placed);
    expect(placed).not.toEqual(before);
  });
});
