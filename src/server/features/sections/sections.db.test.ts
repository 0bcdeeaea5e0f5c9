import { describe, expect, it } from "vitest";
import { type ContentSection, socialLinksMessage } from "#shared/sections/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

describe("content sections API", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const as = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const list = async () => ((await as("GET", "/api/sections")).json() as { items: ContentSection[] }).items;

  it("answers 401 to every route without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/sections"],
      ["GET", "/api/sections/export"],
      ["POST", "/api/sections/import"],
      ["PATCH", "/api/sections/hero"],
      ["DELETE", "/api/sections/hero"],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === "GET" ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await list()).length).toBe(8);
  });

  it("lists the eight seeded sections for the owner", async () => {
    const sections = await list();
    expect(sections.map((section) => section.type)).toContain("hero");
    expect(sections.every((section) => section.status === "published")).toBe(true);
  });

  it("changes the status alone and sets lastModified to now", async () => {
    const before = (await list()).find((section) => section.id === "about") as ContentSection;
    const response = await as("PATCH", "/api/sections/about", { status: "draft" });
    expect(response.statusCode).toBe(200);
    const updated = response.json() as ContentSection;
    expect(updated.status).toBe("draft");
    expect(updated.content).toEqual(before.content);
    expect(Date.parse(updated.lastModified)).toBeGreaterThan(Date.now() - 5000);
    await as("PATCH", "/api/sections/about", { status: "published" });
  });

  it("refuses a bad patch with a clear message and changes nothing", async () => {
    const before = await list();
    let response = await as("PATCH", "/api/sections/hero", { status: "hidden", name: "" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain("Status must be published, draft or archived");
    expect(response.json().error.message).toContain("Section name is required");
    response = await as("PATCH", "/api/sections/hero", { content: "not an object" });
    expect(response.statusCode).toBe(400);
    response = await as("PATCH", "/api/sections/hero", {});
    expect(response.statusCode).toBe(400);
    expect(await list()).toEqual(before);
    expect((await as("PATCH", "/api/sections/missing", { status: "draft" })).statusCode).toBe(404);
  });

  it("refuses socialLinks naming anything but a known platform, and the page keeps rendering", async () => {
    const before = await list();
    const contact = before.find((section) => section.id === "contact") as ContentSection;
    const content = { ...contact.content, socialLinks: ["linkedin", "constructor"] };
    const patched = await as("PATCH", "/api/sections/contact", { content });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().error.message).toBe(socialLinksMessage);
    expect(patched.json().error.fields).toEqual({ "content.socialLinks.1": socialLinksMessage });
    const created = await as("POST", "/api/sections", { name: "Footer", type: "footer", content });
    expect(created.statusCode).toBe(400);
    const imported = await as("POST", "/api/sections/import", { sections: [{ ...contact, content }] });
    expect(imported.statusCode).toBe(400);
    expect(await list()).toEqual(before);

    const page = await t.app.inject({ method: "GET", url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="contact"');
  });

  it("creates and deletes a section", async () => {
    const created = await as("POST", "/api/sections", { name: "Extra footer", type: "footer" });
    expect(created.statusCode).toBe(201);
    const section = created.json() as ContentSection;
    expect(section.status).toBe("draft");
    expect(section.content.thankYouMessage).toBeTypeOf("string");
    expect((await as("DELETE", `/api/sections/${section.id}`)).statusCode).toBe(204);
    expect((await as("DELETE", `/api/sections/${section.id}`)).statusCode).toBe(404);
  });

  it("exports { sections, exportDate, version } and imports it back", async () => {
    const exported = (await as("GET", "/api/sections/export")).json();
    expect(exported.version).toBe("1.0.0");
    expect(Date.parse(exported.exportDate)).not.toBeNaN();
    // The file holds no version numbers: they belong to this site's history (decision 139).
    const withoutVersions = (sections: ContentSection[]) =>
      sections.map(({ version: _version, ...section }) => section);
    expect(exported.sections).toEqual(withoutVersions(await list()));

    await as("PATCH", "/api/sections/hero", { name: "Changed after export" });
    const imported = await as("POST", "/api/sections/import", exported);
    expect(imported.statusCode).toBe(200);
    expect(withoutVersions(imported.json().items)).toEqual(exported.sections);
    expect(withoutVersions(await list())).toEqual(exported.sections);
  });

  it("refuses a bad import with 'Invalid content file' and keeps every section", async () => {
    const before = await list();
    for (const file of [
      { notSections: [] },
      { sections: "nope" },
      { sections: [{ name: "x", type: "nope", status: "published", content: {} }] },
      { sections: [...before, { ...before[0] }] },
      [1, 2, 3],
    ]) {
      const response = await as("POST", "/api/sections/import", file);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe("Invalid content file");
    }
    expect(await list()).toEqual(before);
  });

  it("shows a draft only in the owner's preview", async () => {
    await as("PATCH", "/api/sections/hero", {
      status: "draft",
      content: { ...(await list()).find((s) => s.id === "hero")?.content, mainTitle: "Secret draft title" },
    });
    const publicPage = await t.app.inject({ method: "GET", url: "/" });
    expect(publicPage.body).not.toContain("Secret draft title");
    const strangerPreview = await t.app.inject({ method: "GET", url: "/?preview=1" });
    expect(strangerPreview.body).not.toContain("Secret draft title");
    const ownerPreview = await t.app.inject({ method: "GET", url: "/?preview=1", headers: { cookie } });
    expect(ownerPreview.body).toContain("Secret draft title");
  });
});
