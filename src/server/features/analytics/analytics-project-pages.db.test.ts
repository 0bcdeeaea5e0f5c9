import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "#shared/analytics/schema.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("analytics of project pages", () => {
  let t: TestApp;
  let cookie: string;
  const now = new Date("2026-04-02T10:00:00Z");

  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => now });
    ({ cookie } = await signInAsOwner(t));
  });
  afterAll(async () => t.close());

  const send = (events: object[], ip: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: ip,
      headers: { "user-agent": chrome },
      payload: { w: 1280, e: events },
    });

  it("counts a project page's views beside its modal opens, their sources, and card views → page views", async () => {
    const own = new URL(t.config.publicUrl).origin;
    // Two visitors see the card; one opens the modal, then its full page from the site.
    await send(
      [
        { n: "view", u: "/" },
        { n: "card_seen", p: "p1" },
        { n: "project_open", p: "p1" },
      ],
      "198.51.100.30",
    );
    await send([{ n: "view", u: "/projects/alpha", p: "p1", r: `${own}/projects/alpha` }], "198.51.100.30");
    await send(
      [
        { n: "view", u: "/" },
        { n: "card_seen", p: "p1" },
      ],
      "198.51.100.31",
    );
    // Two more arrive from outside: a shared link and a typed address.
    await send(
      [{ n: "view", u: "/projects/alpha", p: "p1", r: "https://www.linkedin.com/feed/" }],
      "198.51.100.32",
    );
    await send([{ n: "view", u: "/projects/alpha", p: "p1" }], "198.51.100.33");
    // A view counted once per visitor and page per window, like every page.
    await send([{ n: "view", u: "/projects/alpha", p: "p1" }], "198.51.100.33");

    const response = await t.app.inject({ url: "/api/admin/analytics?range=today", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const report = response.json() as AnalyticsReport;
    const row = report.projects.find((project) => project.id === "p1");
    expect(row).toMatchObject({ seen: 2, opened: 1, pageViews: 3, pageRate: 1 });
    expect(row?.pageSources.rows).toEqual(
      expect.arrayContaining([
        { key: "(this site)", count: 1 },
        { key: "linkedin.com", count: 1 },
        { key: "(direct)", count: 1 },
      ]),
    );
    expect(report.pages.rows.find((page) => page.key === "/projects/alpha")?.count).toBe(3);
  });
});
