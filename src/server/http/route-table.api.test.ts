import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { addSignedInUser, signInAsOwner } from "#test/owner-session.ts";
import { routeDeclarationProblem } from "./route.ts";

/** Walks every route the app registered: each API route says who may call it, each owner write what it changes. */
describe("the route table", () => {
  let t: TestApp;
  let editorCookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await signInAsOwner(t);
    ({ cookie: editorCookie } = await addSignedInUser(t, {
      name: "Eddie Editor",
      email: "editor@folio.test",
      password: "a-long-editor-password",
      role: "editor",
    }));
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

  const inject = (entry: { method: string; url: string }, cookie?: string) =>
    t.app.inject({
      method: entry.method as "GET",
      url: entry.url.replace(/:(\w+)/g, "x"),
      headers: cookie ? { cookie, origin: t.config.publicUrl } : {},
      payload: entry.method === "GET" || entry.method === "DELETE" ? undefined : {},
    });

  it("every owner route answers 403 to a signed-in editor", async () => {
    const ownerRoutes = apiRoutes().filter((entry) => entry.access === "owner");
    expect(ownerRoutes.length).toBeGreaterThan(10);
    for (const entry of ownerRoutes) {
      const response = await inject(entry, editorCookie);
      expect({ route: `${entry.method} ${entry.url}`, status: response.statusCode }).toEqual({
        route: `${entry.method} ${entry.url}`,
        status: 403,
      });
    }
  });

  it("every editor route lets a signed-in editor through the access check", async () => {
    // The inbox's live stream never ends, so it is left out here (its access is the same as the inbox's).
    const editorRoutes = apiRoutes().filter(
      (entry) => entry.access === "editor" && !entry.url.endsWith("/stream"),
    );
    expect(editorRoutes.length).toBeGreaterThan(10);
    for (const entry of editorRoutes) {
      const response = await inject(entry, editorCookie);
      expect({
        route: `${entry.method} ${entry.url}`,
        refused: [401, 403].includes(response.statusCode),
      }).toEqual({
        route: `${entry.method} ${entry.url}`,
        refused: false,
      });
    }
  });

  it("site configuration, backups, restore and users are the owner's; content is the editor's", () => {
    const accessOf = (method: string, url: string) =>
      apiRoutes().find((entry) => entry.method === method && entry.url === url)?.access;
    expect(accessOf("PUT", "/api/site-config")).toBe("owner");
    expect(accessOf("GET", "/api/admin/backups")).toBe("owner");
    expect(accessOf("GET", "/api/users")).toBe("owner");
    expect(accessOf("POST", "/api/projects")).toBe("editor");
    expect(accessOf("GET", "/api/sections")).toBe("editor");
    expect(accessOf("GET", "/api/feedback")).toBe("editor");
    expect(accessOf("GET", "/api/account")).toBe("editor");
  });

  it("every signed-in route answers 401 to a caller without a session", async () => {
    const ownerRoutes = apiRoutes().filter((entry) => entry.access === "owner" || entry.access === "editor");
    expect(ownerRoutes.length).toBeGreaterThan(20);
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
      "GET /api/x declares no access (public, editor or owner)",
    );
    expect(routeDeclarationProblem({ method: "PATCH", url: "/api/x/:id", access: "owner" })).toBe(
      "PATCH /api/x/:id is a signed-in write that declares no effects (audit line, page change)",
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
