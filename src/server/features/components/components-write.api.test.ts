import { describe, expect, it } from "vitest";
import { type ComponentEntry, defaultComponents } from "#shared/components/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

describe("PUT /api/components", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const list = async () =>
    (await t.app.inject({ method: "GET", url: "/api/components" })).json() as ComponentEntry[];
  const put = (payload: object, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: "PUT", url: "/api/components", headers, payload });

  it("answers 401 without a session", async () => {
    const response = await put([], {});
    expect(response.statusCode).toBe(401);
    expect(await list()).toEqual(defaultComponents);
  });

  it("refuses unknown or repeated ids and bad minWidth, changing nothing", async () => {
    for (const payload of [
      [{ id: "popup", isActive: true }],
      [
        { id: "home", isActive: true },
        { id: "home", isActive: false },
      ],
      [{ id: "scroll-slide", isActive: true, conditional: { minWidth: -4 } }],
      { id: "home" },
    ]) {
      const response = await put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("validation_failed");
    }
    expect(await list()).toEqual(defaultComponents);
  });

  it("stores the switches in page order and hides a component from the public page", async () => {
    const next = defaultComponents
      .map((entry) => (entry.id === "testimonials" ? { ...entry, isActive: false } : entry))
      .reverse();
    const response = await put(next);
    expect(response.statusCode).toBe(200);
    const saved = await list();
    expect(saved.map((entry) => entry.id)).toEqual(defaultComponents.map((entry) => entry.id));
    expect(saved.find((entry) => entry.id === "testimonials")?.isActive).toBe(false);
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.body).not.toContain('id="testimonials"');
    expect(page.body).toContain('id="contact"');
  });
});
