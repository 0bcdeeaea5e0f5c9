import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submit, validSubmission } from "#server/features/feedback/feedback-test-helpers.ts";
import type { AnalyticsRanked, AnalyticsReport } from "#shared/analytics/schema.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

describe("built-in analytics", () => {
  let t: TestApp;
  let cookie: string;
  let now = new Date("2026-03-10T10:00:00Z");

  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => now });
    ({ cookie } = await signInAsOwner(t));
  });
  afterAll(async () => t.close());

  const send = (
    payload: unknown,
    {
      ua = chrome,
      ip = "203.0.113.10",
      headers = {},
    }: { ua?: string; ip?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: ip,
      headers: { "user-agent": ua, ...headers },
      payload: payload as object,
    });
  const view = (extra: Record<string, string> = {}) => ({ e: [{ n: "view", u: "/", ...extra }], w: 1280 });
  const report = async (query = "range=7d") => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/analytics?${query}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as AnalyticsReport;
  };
  const count = (list: AnalyticsRanked, key: string) => list.rows.find((row) => row.key === key)?.count ?? 0;
  const salts = async () =>
    (await t.app.db.selectFrom("analytics_salt").select("day").execute()).map((row) => row.day);

  it("answers 401 to the report, the export and the erase without a session", async () => {
    for (const [method, url] of [
      ["GET", "/api/admin/analytics"],
      ["GET", "/api/admin/analytics/export"],
      ["DELETE", "/api/admin/analytics"],
    ] as const)
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
  });

  it("starts empty", async () => {
    const data = await report();
    expect(data.enabled).toBe(true);
    expect(data.totals).toEqual({ visitors: 0, views: 0, contacts: 0, resumeDownloads: 0 });
    expect(data.series).toHaveLength(7);
    expect(data.conversion).toBeNull();
  });

  it("counts unique visitors per day by address and agent, and sums the days", async () => {
    // Day one: three visitors (two addresses, and a second agent on one of them), five views sent — a
    // repeated view of the same page by the same visitor within 30 minutes counts once: three counted.
    expect((await send(view({ r: "https://news.ycombinator.com/item?id=1" }))).statusCode).toBe(204);
    expect((await send(view())).statusCode).toBe(204);
    expect(
      (await send(view({ us: "newsletter", um: "email", uc: "spring" }), { ip: "198.51.100.7", ua: iphone }))
        .statusCode,
    ).toBe(204);
    expect((await send({ ...view(), w: 390 }, { ip: "198.51.100.7", ua: iphone })).statusCode).toBe(204);
    expect(
      (await send(view({ r: "http://folio.test/" }), { ip: "203.0.113.10", ua: firefox })).statusCode,
    ).toBe(204);
    const dayOneSalt = await salts();
    expect(dayOneSalt).toEqual(["2026-03-10"]);

    let data = await report("range=today");
    expect(data.totals.visitors).toBe(3);
    expect(data.totals.views).toBe(3);
    expect(data.liveVisitors).toBe(3);
    expect(count(data.sources, "news.ycombinator.com")).toBe(1);
    // The site's own address is no source.
    expect(count(data.sources, "(direct)")).toBe(2);
    expect(count(data.campaigns, "newsletter / email / spring")).toBe(1);
    expect(count(data.devices, "mobile")).toBe(1);
    expect(count(data.devices, "desktop")).toBe(2);
    expect(count(data.browsers, "Firefox")).toBe(1);
    expect(count(data.os, "iOS")).toBe(1);
    expect(count(data.screens, "laptop")).toBe(3);

    // Day two: the same first visitor comes back (a new salt: counted again, not linkable), and one more.
    now = new Date("2026-03-11T09:00:00Z");
    await send(view());
    await send(view(), { ip: "2001:db8::1", ua: firefox });
    await send(view(), { ip: "2001:db8::1", ua: firefox });
    data = await report("range=today");
    expect(data.totals).toMatchObject({ visitors: 2, views: 2 });
    data = await report("range=7d");
    expect(data.totals).toMatchObject({ visitors: 5, views: 5 });
    expect(data.series.filter((point) => point.visitors > 0)).toEqual([
      { day: "2026-03-10", visitors: 3, views: 3 },
      { day: "2026-03-11", visitors: 2, views: 2 },
    ]);
    data = await report("range=custom&from=2026-03-10&to=2026-03-10");
    expect(data.totals).toMatchObject({ visitors: 3, views: 3 });
  });

  it("deletes the salt of a past day, so yesterday's visitors cannot be linked to today's", async () => {
    expect(await salts()).toEqual(["2026-03-11"]);
    const visitors = await t.app.db
      .selectFrom("analytics_event")
      .select(["day", "visitor"])
      .distinct()
      .where("visitor", "like", "%")
      .execute();
    // The hashes of one address and agent differ from one day to the next.
    const byDay = (day: string) =>
      new Set(visitors.filter((row) => row.day === day).map((row) => row.visitor));
    for (const hash of byDay("2026-03-11")) expect(byDay("2026-03-10").has(hash)).toBe(false);
    // No raw address is stored anywhere in the events.
    const rows = JSON.stringify(await t.app.db.selectFrom("analytics_event").selectAll().execute());
    expect(rows).not.toContain("203.0.113.10");
    expect(rows).not.toContain("2001:db8");
    // A sweep on a later day, with no event, deletes it too.
    now = new Date("2026-03-12T00:00:01Z");
    await t.app.services.analytics.sweep();
    expect(await salts()).toEqual([]);
  });

  it("records nothing for bots, headless browsers, Do Not Track and Global Privacy Control (204 all the same)", async () => {
    const before = (await report("range=today")).totals;
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36",
      "curl/8.5.0",
      "",
    ])
      expect((await send(view(), { ua, ip: "192.0.2.50" })).statusCode).toBe(204);
    expect((await send(view(), { headers: { dnt: "1" }, ip: "192.0.2.51" })).statusCode).toBe(204);
    expect((await send(view(), { headers: { "sec-gpc": "1" }, ip: "192.0.2.52" })).statusCode).toBe(204);
    expect((await report("range=today")).totals).toEqual(before);
  });

  it("refuses malformed, oversized and unknown events without a 500, and leaves the page cache alone", async () => {
    const page = await t.app.inject({ method: "GET", url: "/", headers: { "user-agent": chrome } });
    const etag = page.headers.etag;
    const bad: unknown[] = [
      { e: [{ n: "purchase" }] },
      { e: [] },
      { e: [{ n: "view", extra: 1 }] },
      { e: [{ n: "view", u: "x".repeat(201) }] },
      { e: Array.from({ length: 51 }, () => ({ n: "view" })) },
      { e: [{ n: "view" }], w: -1 },
      { e: "view" },
      [],
    ];
    for (const payload of bad) {
      const response = await send(payload, { ip: "192.0.2.60" });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    const notJson = await t.app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: "192.0.2.61",
      headers: { "user-agent": chrome, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await send({ e: [{ n: "view", u: "/" }], pad: "x".repeat(20_000) }, { ip: "192.0.2.62" });
    expect(huge.statusCode).toBe(413);
    const again = await t.app.inject({ method: "GET", url: "/", headers: { "user-agent": chrome } });
    expect(again.headers.etag).toBe(etag);
  });

  it("rate-limits beacons per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++)
      statuses.push((await send({ e: [{ n: "section", s: "about" }] }, { ip: "192.0.2.70" })).statusCode);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts the portfolio's moments: cards, opens, videos, links, résumé, sections, filters, contact", async () => {
    now = new Date("2026-03-12T12:00:00Z");
    const visitor = { ip: "198.51.100.20" };
    await send(
      {
        w: 390,
        e: [
          { n: "view", u: "/" },
          { n: "card_seen", p: "p1" },
          { n: "card_seen", p: "p2" },
          { n: "project_open", p: "p1" },
          { n: "video_play", p: "p1" },
          { n: "project_link", p: "p1", t: "live" },
          { n: "project_link", p: "p1", t: "github" },
          { n: "social_link", t: "linkedin" },
          { n: "resume" },
          { n: "section", s: "about" },
          { n: "section", s: "contact" },
          { n: "filter", t: "React" },
        ],
      },
      visitor,
    );
    await send({ e: [{ n: "card_seen", p: "p1" }] }, { ip: "198.51.100.21" });
    expect((await submit(t.app, validSubmission())).statusCode).toBe(201);
    // Spam is no conversion.
    expect((await submit(t.app, { ...validSubmission(), website: "http://spam.example" })).statusCode).toBe(
      201,
    );

    const data = await report("range=today");
    const p1 = data.projects.find((project) => project.id === "p1");
    expect(p1).toMatchObject({
      seen: 2,
      opened: 1,
      videoPlays: 1,
      links: { live: 1, github: 1, codepen: 0 },
    });
    expect(p1?.openRate).toBe(0.5);
    expect(data.projects.find((project) => project.id === "p2")?.openRate).toBe(0);
    expect(count(data.socialLinks, "linkedin")).toBe(1);
    expect(data.totals.resumeDownloads).toBe(1);
    expect(count(data.sections, "contact")).toBe(1);
    expect(count(data.filters, "React")).toBe(1);
    expect(count(data.screens, "phone")).toBe(1);
    expect(data.totals.contacts).toBe(1);
    // Today's visitors: these two and the one of the rate-limit test.
    expect(data.totals.visitors).toBe(3);
    expect(data.conversion).toBeCloseTo(1 / 3);

    const csv = await t.app.inject({
      method: "GET",
      url: "/api/admin/analytics/export?range=today",
      headers: { cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain("total,visitors,3,");
    expect(csv.body).toContain("project opened,p1,1,p1");
  });

  it("writes events in batches when the app closes, and the owner can erase everything", async () => {
    await send(view(), { ip: "198.51.100.30" });
    expect(t.app.services.analytics.pending).toBeGreaterThan(0);
    const erase = await t.app.inject({ method: "DELETE", url: "/api/admin/analytics", headers: { cookie } });
    expect(erase.statusCode).toBe(204);
    const data = await report("range=12m");
    expect(data.totals).toEqual({ visitors: 0, views: 0, contacts: 0, resumeDownloads: 0 });
    for (const table of ["analytics_event", "analytics_day", "analytics_salt"] as const)
      expect(await t.app.db.selectFrom(table).select("day").execute()).toEqual([]);
  });

  it("records nothing when built-in analytics is switched off in Site Config", async () => {
    const current = (
      await t.app.inject({ method: "GET", url: "/api/site-config", headers: { cookie } })
    ).json();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/site-config",
      headers: { cookie, origin: "http://folio.test" },
      payload: { ...current, analytics: { ...current.analytics, builtIn: false } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await send(view(), { ip: "198.51.100.40" })).statusCode).toBe(204);
    const data = await report("range=today");
    expect(data.enabled).toBe(false);
    expect(data.totals.views).toBe(0);
  });
});
