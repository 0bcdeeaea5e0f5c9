import { describe, expect, it } from "vitest";
import { defaultComponents } from "#shared/components/rules.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

/** The titles in `/`'s Writing section, in the page's order. */
function sectionTitles(html: string): string[] {
  const start = html.indexOf('<section id="writing"');
  if (start < 0) return [];
  const section = html.slice(start, html.indexOf("</section>", start));
  return [...section.matchAll(/<a class="[^"]*" href="\/writing\/[^"]+">[\s\S]*?dir="auto">([^<]*)</g)].map(
    (match) => match[1] ?? "",
  );
}

describe("the Writing section of / and its menu link", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const get = async (url: string) => (await t.app.inject({ method: "GET", url })).body;
  const asOwner = (method: "POST" | "PUT", url: string, payload: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });

  it("is not there, nor its menu link, while nothing is published", async () => {
    const draft = await asOwner("POST", "/api/posts", { title: "Not yet", body: "Soon." });
    expect(draft.statusCode, draft.body).toBe(201);
    const html = await get("/");
    expect(html).not.toContain('id="writing"');
    expect(html).not.toContain('href="#writing"');
    expect(html).not.toContain("Not yet");
  });

  it("shows the three newest posts, links to every post, and is in the menu in its place", async () => {
    for (const [day, title] of ["Första", "二番目", "ثالث", "Fourth 🚀"].entries()) {
      const response = await asOwner("POST", "/api/posts", {
        title,
        summary: `Summary of ${title}`,
        status: "published",
        publishedAt: `2026-03-0${day + 1}T09:00:00.000Z`,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const html = await get("/");
    expect(sectionTitles(html)).toEqual(["Fourth 🚀", "ثالث", "二番目"]);
    expect(html).toContain("Summary of ثالث");
    expect(html).not.toContain("Not yet");
    expect(html).toMatch(/<a class="[^"]*" href="\/writing">All posts/);
    // The menu lists it between Testimonials and Contact, as the page does.
    const menu = [...html.matchAll(/href="#(\w+)"/g)].map((match) => match[1]);
    expect(menu.indexOf("writing")).toBe(menu.indexOf("testimonials") + 1);
    expect(menu.indexOf("contact")).toBe(menu.indexOf("writing") + 1);
    // A page of its own links to the section on /.
    expect(await get("/writing")).toContain('href="/#writing"');
  });

  it("follows the component list: moved, then hidden from the page, the menu and the data", async () => {
    const moved = [...defaultComponents.filter((entry) => entry.id !== "writing" && entry.id !== "footer")];
    moved.splice(
      moved.findIndex((entry) => entry.id === "home"),
      0,
      { id: "writing", isActive: true },
    );
    expect((await asOwner("PUT", "/api/components", moved)).statusCode).toBe(200);
    const html = await get("/");
    expect(html.indexOf('id="writing"')).toBeLessThan(html.indexOf('id="home"'));
    const hidden = defaultComponents.map((entry) =>
      entry.id === "writing" ? { ...entry, isActive: false } : entry,
    );
    expect((await asOwner("PUT", "/api/components", hidden)).statusCode).toBe(200);
    const after = await get("/");
    expect(after).not.toContain('id="writing"');
    expect(after).not.toContain('href="#writing"');
    expect(after).not.toContain("Fourth 🚀");
    // The posts' own pages stay.
    expect(await get("/writing")).toContain("Fourth 🚀");
  });
});
