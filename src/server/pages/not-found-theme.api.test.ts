import { describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

describe("the 404 page", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const notFoundPage = async () => (await t.app.inject({ method: "GET", url: "/no/such/page" })).body;

  it("is drawn in the configuration's colours and carries the site's title", async () => {
    expect(await notFoundPage()).toContain("--primary:#08afff");
    const before = (
      await t.app.inject({ method: "GET", url: "/api/site-config", headers: { cookie } })
    ).json();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/site-config",
      headers: { cookie },
      payload: {
        ...before,
        theme: {
          ...before.theme,
          primaryColor: "#5b21b6",
          themeTextColor: "#b45309",
          backgroundBlack: "#fdf6e3",
        },
        site: { ...before.site, title: "Sam Doe" },
      },
    });
    expect(saved.statusCode).toBe(200);
    const html = await notFoundPage();
    expect(html).toContain("--primary:#5b21b6");
    expect(html).toContain("--background-black:#fdf6e3");
    expect(html).toContain("--on-primary:#ffffff");
    expect(html).not.toContain("#08afff");
    expect(html).toContain("<title>Page Not Found · Sam Doe</title>");
  });
});
