import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { submit, validSubmission } from "#server/features/feedback/feedback-test-helpers.ts";
import { defaultHeroContent } from "#shared/sections/defaults.ts";
import { textCatalogue } from "#shared/texts/catalogue.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";

describe("the public page cache", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const page = async () => (await t.app.inject({ method: "GET", url: "/" })).body;
  /** Whether the page shows `text` (a boolean, so a failure does not print the whole page). */
  const shows = (html: string, text: string) => html.includes(text);
  /** Whether the gallery announces that the projects could not be read (the page data carries every text). */
  const showsUnavailable = (html: string) =>
    html.includes(`role="status">${textCatalogue["gallery.unavailable"].default}`);
  const patchHero = (content: object) =>
    t.app.inject({ method: "PATCH", url: "/api/sections/hero", headers: { cookie }, payload: { content } });
  /** Changes the hero behind the app's back: only a cleared cache shows it. */
  const storeHeroDirectly = (mainTitle: string) =>
    t.app.db
      .updateTable("content_section")
      .set({ content: JSON.stringify({ ...defaultHeroContent, mainTitle }) })
      .where("id", "=", "hero")
      .execute();

  // That the cache is cleared before the write's answer is sent is checked in page-cache.test.ts.
  it("shows an owner's write on the very next GET /", async () => {
    await page();
    const write = await patchHero({ ...defaultHeroContent, mainTitle: "Written just now" });
    expect(write.statusCode).toBe(200);
    expect(shows(await page(), "Written just now")).toBe(true);
  });

  it("is not cleared by a visitor's feedback or a sign-in, only by an owner write", async () => {
    await page();
    await storeHeroDirectly("Changed behind the cache");
    expect((await submit(t.app, validSubmission())).statusCode).toBe(201);
    await signInAsOwner(t);
    expect(shows(await page(), "Changed behind the cache")).toBe(false);

    const write = await t.app.inject({
      method: "PATCH",
      url: "/api/sections/about",
      headers: { cookie },
      payload: { status: "published" },
    });
    expect(write.statusCode).toBe(200);
    expect(shows(await page(), "Changed behind the cache")).toBe(true);
  });

  it("never keeps a page rendered while the projects could not be read", async () => {
    await patchHero(defaultHeroContent);
    await sql`alter table project rename to project_offline`.execute(t.app.db);
    try {
      expect(showsUnavailable(await page())).toBe(true);
    } finally {
      await sql`alter table project_offline rename to project`.execute(t.app.db);
    }
    const recovered = await page();
    expect(showsUnavailable(recovered)).toBe(false);
    expect(shows(recovered, "Task Management App")).toBe(true);
  });
});
