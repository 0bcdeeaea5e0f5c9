import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultComponents } from "#shared/components/schema.ts";
import type { SiteConfigDocument } from "#shared/site-config/schema.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { testDialect } from "#test/test-database.ts";

describe(`unknown fields in owner writes on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ cookie } = await signInAsOwner(t));
  });
  afterAll(async () => t.close());

  const send = (method: "POST" | "PUT" | "PATCH", url: string, payload: unknown) =>
    t.app.inject({ method, url, headers: { cookie }, payload: payload as object });
  const read = async (url: string) =>
    (await t.app.inject({ method: "GET", url, headers: { cookie } })).json();

  /** Expects a 400 that names `field` in its message and its field map, and an unchanged `url`. */
  async function expectRefused(response: Awaited<ReturnType<typeof send>>, field: string) {
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json();
    expect(error.message).toContain(`Unknown field: ${field}`);
    expect(error.fields[field]).toBe(`Unknown field: ${field}`);
  }

  it("site configuration: at the top, in a group and in a nested group", async () => {
    const before = (await read("/api/site-config")) as SiteConfigDocument;
    const cases: [object, string][] = [
      [{ ...before, colour: "red" }, "colour"],
      [{ ...before, theme: { ...before.theme, accentColor: "#ffffff" } }, "theme.accentColor"],
      [
        {
          ...before,
          contact: { ...before.contact, socialLinks: { ...before.contact.socialLinks, mastodon: "" } },
        },
        "contact.socialLinks.mastodon",
      ],
      [{ ...before, security: { ...before.security, enableCORS: true } }, "security.enableCORS"],
    ];
    for (const [payload, field] of cases)
      await expectRefused(await send("PUT", "/api/site-config", payload), field);
    expect(await read("/api/site-config")).toEqual(before);
  });

  it("component list: in an entry and in its condition", async () => {
    const before = await read("/api/components");
    const first = defaultComponents[0];
    await expectRefused(await send("PUT", "/api/components", [{ ...first, hidden: true }]), "0.hidden");
    await expectRefused(
      await send("PUT", "/api/components", [{ ...first, conditional: { minWidth: 500, maxWidth: 900 } }]),
      "0.conditional.maxWidth",
    );
    expect(await read("/api/components")).toEqual(before);
  });

  it("sections: on the section and in the content its type does not have", async () => {
    const before = await read("/api/sections");
    await expectRefused(
      await send("POST", "/api/sections", { name: "New", type: "hero", published: true }),
      "published",
    );
    await expectRefused(
      await send("POST", "/api/sections", { name: "New", type: "hero", content: { subtitel: "x" } }),
      "content.subtitel",
    );
    await expectRefused(await send("PATCH", "/api/sections/hero", { name: "Hero", colour: "red" }), "colour");
    await expectRefused(
      await send("PATCH", "/api/sections/about", { content: { title: "About", favouriteColour: "red" } }),
      "content.favouriteColour",
    );
    expect(await read("/api/sections")).toEqual(before);
    const fine = await send("PATCH", "/api/sections/about", { content: { title: "About me" } });
    expect(fine.statusCode).toBe(200);
  });
});
