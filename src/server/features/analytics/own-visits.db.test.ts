import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "#shared/analytics/schema.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { isPreviewAddress } from "./own-visits.ts";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("analytics never counts the owner's own looking", () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ cookie } = await signInAsOwner(t));
  });
  afterAll(async () => t.close());

  const send = (
    events: Record<string, string>[],
    headers: Record<string, string> = {},
    ip = "203.0.113.20",
  ) =>
    t.app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: ip,
      headers: { "user-agent": chrome, ...headers },
      payload: { e: events, w: 1280 },
    });
  const report = async () => {
    const response = await t.app.inject({ url: "/api/admin/analytics?range=today", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as AnalyticsReport;
  };

  it("drops the live preview, ?preview=1 and signed-in sessions, and still counts a visitor", async () => {
    const own = [
      // The editors' live preview: its view names the path, its later events only the Referer.
      await send([{ n: "view", u: "/admin-preview" }], { referer: "http://folio.test/admin-preview" }),
      await send([{ n: "section", s: "about" }], { referer: "http://folio.test/admin-preview" }),
      // The owner's preview of the public page with drafts.
      await send([{ n: "view", u: "/" }], { referer: "http://folio.test/?preview=1" }),
      // A signed-in browser looking at the public page.
      await send([{ n: "view", u: "/" }, { n: "resume" }], { cookie, referer: "http://folio.test/" }),
    ];
    for (const response of own) expect(response.statusCode).toBe(204);
    let data = await report();
    expect(data.totals).toMatchObject({ visitors: 0, views: 0, resumeDownloads: 0 });
    expect(data.pages.rows).toEqual([]);
    expect(data.sections.rows).toEqual([]);

    // A visitor (and a browser whose session cookie is no longer valid) is counted.
    const visitor = await send([{ n: "view", u: "/" }], { referer: "http://folio.test/" }, "198.51.100.9");
    const stale = await send(
      [{ n: "view", u: "/" }],
      { cookie: "folio.session_token=not-a-session", referer: "http://folio.test/" },
      "198.51.100.10",
    );
    expect([visitor.statusCode, stale.statusCode]).toEqual([204, 204]);
    data = await report();
    expect(data.totals).toMatchObject({ visitors: 2, views: 2 });
    expect(data.pages.rows).toEqual([{ key: "/", count: 2 }]);
  });

  it("knows a preview address from a path or a full URL", () => {
    expect(isPreviewAddress("/admin-preview")).toBe(true);
    expect(isPreviewAddress("https://me.example/admin-preview?x=1")).toBe(true);
    expect(isPreviewAddress("https://me.example/?preview=1")).toBe(true);
    expect(isPreviewAddress("/")).toBe(false);
    expect(isPreviewAddress("/admin-previewer")).toBe(false);
    expect(isPreviewAddress(undefined)).toBe(false);
  });
});
