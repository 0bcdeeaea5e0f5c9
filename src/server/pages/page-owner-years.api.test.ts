import { describe, expect, it } from "vitest";
import { defaultFooterContent, defaultHeroContent } from "#shared/sections/defaults.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

describe("the years on the public page", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const page = async () => (await t.app.inject({ method: "GET", url: "/" })).body;
  const patch = (id: string, content: object) =>
    t.app.inject({ method: "PATCH", url: `/api/sections/${id}`, headers: { cookie }, payload: { content } });

  it("default to the loader's @2025 and the footer's 2024-2025", async () => {
    const html = await page();
    expect(html).toContain("@2025");
    expect(html).toContain("© 2024-2025");
  });

  it("come from the content the owner edits", async () => {
    expect((await patch("hero", { ...defaultHeroContent, loaderYear: "2026" })).statusCode).toBe(200);
    const copyright = "© 2024-2026 Sam Doe.";
    expect((await patch("footer", { ...defaultFooterContent, copyright })).statusCode).toBe(200);
    const html = await page();
    expect(html).toContain("@2026");
    expect(html).not.toContain("@2025");
    expect(html).toContain(copyright);
  });
});
