import { describe, expect, it } from "vitest";
import { defaultComponents } from "#shared/components/rules.ts";
import type { PageData } from "#shared/page/page-data.ts";
import { defaultTestimonialsContent } from "#shared/sections/defaults.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

/** The embedded page data, parsed back from the HTML. */
function embeddedData(html: string): PageData {
  const match = /<script type="application\/json" id="folio-page-data">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("no embedded page data");
  return JSON.parse(match[1]) as PageData;
}

const hiding = (...ids: string[]) =>
  defaultComponents.map((entry) => (ids.includes(entry.id) ? { ...entry, isActive: false } : entry));

describe("a section hidden through the component list", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const page = async () => (await t.app.inject({ method: "GET", url: "/" })).body;
  const putComponents = (payload: object) =>
    t.app.inject({ method: "PUT", url: "/api/components", headers: { cookie }, payload });
  const firstQuote = defaultTestimonialsContent.entries[0]?.content.slice(0, 40) ?? "";

  it("is in the menu and the embedded data while shown", async () => {
    const html = await page();
    expect(html).toContain('href="#testimonials"');
    expect(embeddedData(html).sections.map((section) => section.type)).toContain("testimonials");
    expect(html.includes(firstQuote)).toBe(true);
  });

  it("leaves the menu, the footer's links and the embedded data", async () => {
    expect((await putComponents(hiding("testimonials", "contact"))).statusCode).toBe(200);
    const html = await page();
    expect(html).not.toContain('href="#testimonials"');
    expect(html).not.toContain('href="#contact"');
    const types = embeddedData(html).sections.map((section) => section.type);
    expect(types).not.toContain("testimonials");
    expect(types).not.toContain("contact");
    expect(types).toContain("footer");
    expect(html.includes(firstQuote)).toBe(false);
    // The menu numbers the links that are left: Home, About, Unique, Projects.
    expect(html).toMatch(/04<\/span>Projects/);
  });

  it("keeps content another shown component still displays", async () => {
    // The about text also feeds the 'How I work' statement, which stays.
    expect((await putComponents(hiding("about"))).statusCode).toBe(200);
    const data = embeddedData(await page());
    expect(data.sections.map((section) => section.type)).toContain("about");
    expect((await putComponents(hiding("about", "about-explain"))).statusCode).toBe(200);
    const without = embeddedData(await page());
    expect(without.sections.map((section) => section.type)).not.toContain("about");
    expect(await page()).not.toContain('href="#about"');
  });
});
