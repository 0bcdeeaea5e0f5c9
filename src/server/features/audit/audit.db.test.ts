import { describe, expect, it } from "vitest";
import { submit, validSubmission } from "#server/features/feedback/feedback-test-helpers.ts";
import type { AdminOverview } from "#shared/overview/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

const browser =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("admin overview, activity log and page views", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const overview = async () =>
    (
      await t.app.inject({ method: "GET", url: "/api/admin/overview", headers: { cookie } })
    ).json() as AdminOverview;

  it("answers 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/overview" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/activity" })).statusCode).toBe(401);
  });

  it("starts with real figures: 13 shown components, no writes yet (the sign-in is no change)", async () => {
    const data = await overview();
    expect(data.components).toEqual({ shown: 13, total: 13 });
    expect(data.activeProjects).toBe(0);
    expect(data.totalVisitors).toBe(0);
    expect(data.lastUpdate).toBeNull();
    expect(data.recentActivity.map((entry) => [entry.area, entry.summary.split(" from ")[0]])).toEqual([
      ["security", "Signed in"],
    ]);
  });

  it("shows the unique visitors of the last 30 days from the built-in analytics, bots excluded", async () => {
    const visit = (userAgent: string | undefined, remoteAddress: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/events",
        remoteAddress,
        headers: userAgent ? { "user-agent": userAgent } : {},
        payload: { e: [{ n: "view", u: "/" }] },
      });
    await visit(browser, "203.0.113.1");
    await visit(browser, "203.0.113.1");
    await visit(browser, "203.0.113.2");
    await visit("Googlebot/2.1 (+http://www.google.com/bot.html)", "203.0.113.3");
    await visit("curl/8.5.0", "203.0.113.4");
    await visit(undefined, "203.0.113.5");
    expect((await overview()).totalVisitors).toBe(2);
  });

  it("records each owner write (not failed ones, not visitors) and lists the last 10, newest first", async () => {
    const components = (await t.app.inject({ method: "GET", url: "/api/components" })).json() as {
      id: string;
      isActive: boolean;
    }[];
    const hidden = components.map((entry) => (entry.id === "footer" ? { ...entry, isActive: false } : entry));
    expect(
      (await t.app.inject({ method: "PUT", url: "/api/components", headers: { cookie }, payload: hidden }))
        .statusCode,
    ).toBe(200);
    // A refused write is not activity.
    await t.app.inject({
      method: "PATCH",
      url: "/api/sections/hero",
      headers: { cookie },
      payload: { status: "x" },
    });
    for (const status of ["draft", "published", "archived", "published"]) {
      await t.app.inject({
        method: "PATCH",
        url: "/api/sections/about",
        headers: { cookie },
        payload: { status },
      });
    }
    // A visitor's write (the contact form) is not admin activity.
    expect((await submit(t.app, validSubmission({ user_name: "Visiting Vera" }))).statusCode).toBe(201);
    for (let index = 0; index < 7; index += 1) {
      await t.app.inject({
        method: "PATCH",
        url: "/api/sections/hero",
        headers: { cookie },
        payload: { name: `Hero ${index}` },
      });
    }
    const data = await overview();
    expect(data.components.shown).toBe(12);
    expect(data.recentActivity).toHaveLength(10);
    expect(data.recentActivity[0]?.summary).toBe("Edited content section “Hero 6”");
    expect(data.recentActivity[0]?.actor).toBe("Alex Morgan");
    expect(data.lastUpdate).toBe(data.recentActivity[0]?.createdAt);
    expect(data.recentActivity.some((entry) => entry.summary.includes("“x”"))).toBe(false);
    expect(data.recentActivity.some((entry) => entry.area === "feedback")).toBe(false);

    const all = (
      await t.app.inject({ method: "GET", url: "/api/admin/activity?limit=50", headers: { cookie } })
    ).json().items as { summary: string; area: string }[];
    const writes = all.filter((entry) => entry.area !== "security");
    expect(writes).toHaveLength(12);
    expect(all.map((entry) => entry.summary).join("|")).not.toMatch(/message|Vera/i);
    expect(writes.at(-1)?.summary).toBe("Changed which page components are shown");
    expect(
      (await t.app.inject({ method: "GET", url: "/api/admin/activity?limit=0", headers: { cookie } }))
        .statusCode,
    ).toBe(400);
  });

  it("does not record opening a message (read) or marking it unread; archiving is recorded", async () => {
    expect((await submit(t.app, validSubmission({ user_name: "Reading Rosa" }))).statusCode).toBe(201);
    const inbox = (
      await t.app.inject({ method: "GET", url: "/api/feedback", headers: { cookie } })
    ).json() as {
      items: { id: string; user_name: string }[];
    };
    const id = inbox.items.find((item) => item.user_name === "Reading Rosa")?.id;
    const before = await overview();
    for (const status of ["read", "new", "read"]) {
      const response = await t.app.inject({
        method: "PATCH",
        url: `/api/feedback/${id}`,
        headers: { cookie },
        payload: { status },
      });
      expect(response.statusCode).toBe(200);
    }
    const after = await overview();
    expect(after.lastUpdate).toBe(before.lastUpdate);
    expect(after.recentActivity).toEqual(before.recentActivity);

    await t.app.inject({
      method: "PATCH",
      url: `/api/feedback/${id}`,
      headers: { cookie },
      payload: { status: "archived" },
    });
    expect((await overview()).recentActivity[0]?.summary).toBe("Archived a message");
  });
});
