import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analyticsLimits } from "#shared/analytics/rules.ts";
import type { AnalyticsRanked, AnalyticsReport } from "#shared/analytics/schema.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

const pages = 60;
const total = ({ rows, more }: AnalyticsRanked) => rows.reduce((sum, row) => sum + row.count, more.count);

describe("the analytics report's ranked lists leave out nothing without saying so", () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => new Date("2026-05-04T10:00:00Z") });
    ({ cookie } = await signInAsOwner(t));
    // 60 visitors, each on a page and from a site of their own; the first one's page twice as often.
    for (let index = 0; index < pages; index++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/events",
        remoteAddress: `198.51.100.${index + 1}`,
        headers: { "user-agent": chrome },
        payload: { w: 1280, e: [{ n: "view", u: `/page-${index}`, r: `https://site-${index}.example/` }] },
      });
      expect(response.statusCode).toBe(204);
    }
    await t.app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: "198.51.100.200",
      headers: { "user-agent": chrome },
      payload: { w: 1280, e: [{ n: "view", u: "/page-0" }] },
    });
  });
  afterAll(async () => t.close());

  it("answers the 50 most counted pages and sources, and counts the others in `more`", async () => {
    const response = await t.app.inject({ url: "/api/admin/analytics?range=today", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const report = response.json() as AnalyticsReport;
    expect(report.totals).toMatchObject({ visitors: pages + 1, views: pages + 1 });

    expect(report.pages.rows).toHaveLength(analyticsLimits.rankedRows);
    expect(report.pages.rows[0]).toEqual({ key: "/page-0", count: 2 });
    expect(report.pages.more).toEqual({ keys: pages - analyticsLimits.rankedRows, count: 10 });
    expect(total(report.pages)).toBe(report.totals.views);

    expect(report.sources.rows).toHaveLength(analyticsLimits.rankedRows);
    expect(report.sources.rows.length + report.sources.more.keys).toBe(pages + 1);
    expect(total(report.sources)).toBe(report.totals.visitors);

    // A short list is whole.
    expect(report.browsers).toEqual({
      rows: [{ key: "Chrome", count: pages + 1 }],
      more: { keys: 0, count: 0 },
    });
  });

  it("exports every page and every source in the CSV", async () => {
    const response = await t.app.inject({
      url: "/api/admin/analytics/export?range=today",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    const lines = response.body.split("\r\n");
    const pageLines = lines.filter((line) => line.startsWith("page,"));
    const sourceLines = lines.filter((line) => line.startsWith("source,"));
    expect(pageLines).toHaveLength(pages);
    expect(sourceLines).toHaveLength(pages + 1);
    for (let index = 0; index < pages; index++) {
      expect(pageLines).toContain(`page,/page-${index},${index === 0 ? 2 : 1},`);
      expect(sourceLines).toContain(`source,site-${index}.example,1,`);
    }
    expect(sourceLines).toContain("source,(direct),1,");
  });
});
