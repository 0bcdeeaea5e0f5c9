import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { analyticsLimits } from "#shared/analytics/rules.ts";
import type { AnalyticsReport } from "#shared/analytics/schema.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

/** Issue 28 point 4: analytics that cannot be inflated cheaply. */
describe("analytics inflation", () => {
  let t: TestApp;
  let cookie: string;
  let now = new Date("2026-04-02T10:00:00Z");
  const clock = () => now;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock });
    ({ cookie } = await signInAsOwner(t));
  });
  afterAll(async () => t.close());

  const send = (app: TestApp["app"], ip: string, events: object[]) =>
    app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: ip,
      headers: { "user-agent": chrome },
      payload: { e: events, w: 1280 },
    });
  const views = (count: number, u = "/") => Array.from({ length: count }, () => ({ n: "view", u }));
  const totals = async () => {
    const answer = await t.app.inject({
      method: "GET",
      url: "/api/admin/analytics?range=today",
      headers: { cookie },
    });
    return (answer.json() as AnalyticsReport).totals;
  };

  it("counts one view per beacon and per visitor and page: 40 addresses × 50 views are 40 views", async () => {
    for (let i = 0; i < 40; i++)
      expect((await send(t.app, `198.51.100.${i + 1}`, views(50))).statusCode).toBe(204);
    expect(await totals()).toMatchObject({ visitors: 40, views: 40 });
  });

  it("counts a page again for the same visitor only after the window, and another page at once", async () => {
    const before = (await totals()).views;
    for (let i = 0; i < 10; i++) await send(t.app, "203.0.113.5", views(1));
    await send(t.app, "203.0.113.5", views(1, "/404"));
    expect((await totals()).views).toBe(before + 2);
    now = new Date(now.getTime() + (analyticsLimits.viewWindowMinutes + 1) * 60_000);
    await send(t.app, "203.0.113.5", views(1));
    expect((await totals()).views).toBe(before + 3);
  });

  it("keeps the per-address limit and the view window in the database: a second instance (or a restart) holds them", async () => {
    const ip = "192.0.2.99";
    for (let i = 0; i < analyticsLimits.ratePerMinute; i++) {
      expect((await send(t.app, ip, [{ n: "section", s: "about" }])).statusCode).toBe(204);
    }
    expect((await send(t.app, ip, [{ n: "section", s: "about" }])).statusCode).toBe(429);

    // Another process on the same database: its memory is empty, the database's counters are not.
    const other = await buildApp({ config: t.config, database: t.testDatabase.database, clock });
    await other.ready();
    try {
      const refused = await send(other, ip, [{ n: "section", s: "about" }]);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      const before = (await totals()).views;
      // The visitor whose view the first instance counted is not counted again by the second one.
      await send(other, "203.0.113.5", views(1));
      await other.services.analytics.flush();
      expect((await totals()).views).toBe(before);
    } finally {
      await other.close();
    }
  });
});
