import { describe, expect, it } from "vitest";
import type { SessionUser } from "#shared/auth/rules.ts";
import { type OwnerSeed, ownerSeedElementId } from "#shared/page/owner-seed.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

describe("the signed-in dashboard's page", () => {
  let t: TestApp;
  let cookie: string;
  let owner: SessionUser;
  withOwnerApp((app) => ({ t, cookie, owner } = app));

  const dashboard = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: "/admin-dashboard", headers });
  const seedOf = (html: string): OwnerSeed | null => {
    const match = new RegExp(
      `<script type="application/json" id="${ownerSeedElementId}">(.*?)</script>`,
    ).exec(html);
    return match?.[1] ? (JSON.parse(match[1]) as OwnerSeed) : null;
  };

  it("carries the session, the Overview, the unread counts and 'Make it yours' as the API answers them to the same cookie", async () => {
    const page = await dashboard({ cookie });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-store");
    const seed = seedOf(page.body);
    expect(seed?.queries.map(([key]) => key)).toEqual([
      ["/api/auth/get-session"],
      ["/api/admin/overview"],
      ["/api/feedback", "counts"],
      ["/api/onboarding"],
    ]);
    const [user, overview, counts, onboarding] = (seed?.queries ?? []).map(([, data]) => data);
    expect(user).toMatchObject({ id: owner.id, email: owner.email, role: "owner" });
    const api = await t.app.inject({ method: "GET", url: "/api/admin/overview", headers: { cookie } });
    expect(overview).toEqual(api.json());
    const countsApi = await t.app.inject({ method: "GET", url: "/api/feedback/counts", headers: { cookie } });
    expect(counts).toEqual(countsApi.json());
    const onboardingApi = await t.app.inject({ method: "GET", url: "/api/onboarding", headers: { cookie } });
    expect(onboarding).toEqual(onboardingApi.json());
  });

  it("is painted from the server's HTML: the dashboard with its Overview, for that owner", async () => {
    const page = await dashboard({ cookie });
    // The root element, on its one line of the template (the page's own scripts follow it).
    const root = /<div id="root">.*<\/div>\n/.exec(page.body)?.[0] ?? "";
    expect(root).toContain('data-active-tab="overview"');
    expect(root).toContain("Here is what is happening with your portfolio");
    expect(root).toContain(owner.name);
    // Not a loading state: the Overview's numbers are in it, and "Make it yours" above them (it arriving
    // later pushed them down: a layout shift of 0.25 on a phone).
    expect(root).not.toContain("Loading...");
    expect(root.indexOf("Make it yours")).toBeGreaterThan(0);
    expect(root.indexOf("Make it yours")).toBeLessThan(root.indexOf("Components Shown"));
    // Every part in its place: no inline script (the Content-Security-Policy allows none) to move one there.
    expect(root).not.toContain("<script");
    expect(root).not.toContain("<template");
    // Inert until the browser's dashboard takes its place.
    expect(root).toMatch(/^<div id="root"><div data-painted-over inert>/);
    // Another tab is rendered in the browser: that page is the shell, with the same answers.
    const messages = await t.app.inject({
      method: "GET",
      url: "/admin-dashboard?tab=messages",
      headers: { cookie },
    });
    expect(messages.body).toContain('<div id="root"></div>');
    expect(seedOf(messages.body)?.queries).toHaveLength(4);
  });

  it("is the shared empty shell, with no one's answers, without a session", async () => {
    const anonymous: Record<string, string>[] = [{}, { cookie: "folio.session_token=forged.value" }];
    for (const headers of anonymous) {
      const page = await dashboard(headers);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(seedOf(page.body)).toBeNull();
      expect(page.body).not.toContain(owner.email);
    }
    // A signed-in page is never kept for the next visitor.
    await dashboard({ cookie });
    expect(seedOf((await dashboard()).body)).toBeNull();
  });
});
