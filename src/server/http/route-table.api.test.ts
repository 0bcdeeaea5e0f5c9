import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { routeDeclarationProblem } from "./route.ts";

/** Walks every route the app registered: each API route says who may call it, each owner write what it changes. */
describe("the route table", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const apiRoutes = () => t.app.routeTable.filter((entry) => entry.url.startsWith("/api/"));

  it("lists the API's routes", () => {
    const urls = apiRoutes().map((entry) => `${entry.method} ${entry.url}`);
    expect(urls).toContain("POST /api/projects");
    expect(urls).toContain("GET /api/admin/overview");
  });

  it("every API route declares its access, and every owner write its effects", () => {
    const problems = apiRoutes()
      .map(routeDeclarationProblem)
      .filter((problem) => problem !== null);
    expect(problems).toEqual([]);
  });

  it("every owner route answers 401 to a caller without a session", async () => {
    const ownerRoutes = apiRoutes().filter((entry) => entry.access === "owner");
    expect(ownerRoutes.length).toBeGreaterThan(10);
    for (const entry of ownerRoutes) {
      const url = entry.url.replace(/:(\w+)/g, "x");
      const response = await t.app.inject({
        method: entry.method as "GET",
        url,
        payload: entry.method === "GET" ? undefined : {},
      });
      expect({ route: `${entry.method} ${entry.url}`, status: response.statusCode }).toEqual({
        route: `${entry.method} ${entry.url}`,
        status: 401,
      });
    }
  });

  it("the declaration check names what is missing", () => {
    expect(routeDeclarationProblem({ method: "GET", url: "/api/x" })).toBe(
      "GET /api/x declares no access (public or owner)",
    );
    expect(routeDeclarationProblem({ method: "PATCH", url: "/api/x/:id", access: "owner" })).toBe(
      "PATCH /api/x/:id is an owner write that declares no effects (audit line, page change)",
    );
    expect(
      routeDeclarationProblem({
        method: "PATCH",
        url: "/api/x/:id",
        access: "owner",
        effects: { audit: null, changesPage: false },
      }),
    ).toBeNull();
    expect(routeDeclarationProblem({ method: "POST", url: "/api/feedback", access: "public" })).toBeNull();
    expect(routeDeclarationProblem({ method: "GET", url: "/robots.txt" })).toBeNull();
  });
});
