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

  it("stores the owner's order, the fixed components at their places, and hides a component", async () => {
    const next = defaultComponents
      .map((entry) => (entry.id === "testimonials" ? { ...entry, isActive: false } : entry))
      .reverse();
    const response = await put(next);
    expect(response.statusCode).toBe(200);
    const saved = await list();
    expect(saved.map((entry) => entry.id)).toEqual([
      "stars",
      "loader",
      "navbar",
      "contact",
      "writing",
      "testimonials",
      "experience",
      "scroll-slide",
      "about-explain",
      "services",
      "about",
      "home",
      "footer",
    ]);
    expect(saved.find((entry) => entry.id === "testimonials")?.isActive).toBe(false);
    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.body).not.toContain('id="testimonials"');
    expect(page.body).toContain('id="contact"');
  });

  it("renders / in the stored order: sections, the gallery after Experience, the menu and footer links", async () => {
    const order = ["contact", "experience", "home", "about", "services"];
    const payload = [
      ...order.map((id) => ({ id, isActive: true })),
      { id: "footer", isActive: true },
      { id: "stars", isActive: true },
    ];
    expect((await put(payload)).statusCode).toBe(200);
    const html = (await t.app.inject({ method: "GET", url: "/" })).body;
    const main = html.slice(html.indexOf('<main id="main"'), html.indexOf("</main>"));
    const sectionIds = [...main.matchAll(/<section[^>]* id="([^"]+)"/g)].map((match) => match[1]);
    // Listed ones in the given order; the ones left out after their predecessors in the spec's order.
    expect(
      sectionIds.filter((id) => ["contact", "experience", "projects", "home", "about"].includes(id ?? "")),
    ).toEqual(["contact", "experience", "projects", "home", "about"]);
    const overlay = html.slice(html.indexOf('id="site-menu"'), html.indexOf("</header>"));
    const menu = [...overlay.matchAll(/href="#([a-z-]+)"/g)].map((match) => match[1]);
    // Testimonials, not listed, follows Experience as in the specification's order (after the gallery).
    expect(menu.slice(0, 4)).toEqual(["contact", "projects", "testimonials", "home"]);
    const footer = html.slice(html.indexOf("<footer"), html.indexOf("</footer>"));
    expect([...footer.matchAll(/href="#([a-z-]+)"/g)].map((match) => match[1])).toEqual([
      "contact",
      "projects",
      "home",
    ]);
  });
});
