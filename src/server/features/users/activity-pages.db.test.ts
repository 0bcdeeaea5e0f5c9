import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_AREA } from "#server/features/audit/security-events.ts";
import { type ActivityPage, activityPageSize } from "#shared/users/schema.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";

/** A user's activity and the security logs hold every entry: paged, with how many there are in all. */
describe("activity lists page through every entry", () => {
  let t: TestApp;
  let cookie: string;
  let ownerId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const signedIn = await signInAsOwner(t);
    cookie = signedIn.cookie;
    ownerId = signedIn.owner.id;
    const actor = { actor: signedIn.owner.name, actorId: ownerId };
    for (let index = 0; index < 45; index++)
      await t.app.services.audit.record({ area: "projects", summary: `Change ${index}`, ...actor });
    for (let index = 0; index < 40; index++)
      await t.app.services.audit.record({ area: SECURITY_AREA, summary: `Event ${index}`, ...actor });
  });
  afterAll(async () => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json() as ActivityPage;
  };

  /** Every page of a list, following each page's last entry, as "Show more" does. */
  async function readAll(url: string, limit?: number) {
    const pages: ActivityPage[] = [];
    let before: string | undefined;
    do {
      const query = new URLSearchParams({
        ...(limit ? { limit: String(limit) } : {}),
        ...(before ? { before } : {}),
      });
      const page = await get(`${url}?${query}`);
      pages.push(page);
      before = page.items.length > 0 ? page.items.at(-1)?.id : undefined;
    } while (before && pages.flatMap((page) => page.items).length < (pages[0]?.total ?? 0));
    return pages;
  }

  const expectWhole = (pages: ActivityPage[], total: number, pageSize: number) => {
    const entries = pages.flatMap((page) => page.items);
    expect(pages[0]?.total).toBe(total);
    expect(pages[0]?.items).toHaveLength(pageSize);
    expect(entries).toHaveLength(total);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(total);
    const times = entries.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    return entries.map((entry) => entry.summary);
  };

  it("answers a user's activity 30 at a time, with its total, down to the oldest change", async () => {
    const total = await t.app.db
      .selectFrom("audit_log")
      .where("actor_id", "=", ownerId)
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(total.count)).toBeGreaterThan(85);
    const summaries = expectWhole(
      await readAll(`/api/users/${ownerId}/activity`),
      Number(total.count),
      activityPageSize,
    );
    expect(summaries).toContain("Change 0");
    expect(summaries).toContain("Event 0");
  });

  it("answers the site's security log and one's own, page after page, to the first event", async () => {
    const site = await readAll("/api/users/security-events", 12);
    const siteTotal = site[0]?.total ?? 0;
    expect(siteTotal).toBeGreaterThanOrEqual(41);
    expect(expectWhole(site, siteTotal, 12)).toContain("Event 0");

    const own = await readAll("/api/account/security-events");
    expect(expectWhole(own, own[0]?.total ?? 0, activityPageSize)).toContain("Event 0");
  });

  it("answers no entries after an unknown one", async () => {
    const page = await get(`/api/users/${ownerId}/activity?before=not-an-entry`);
    expect(page.items).toEqual([]);
    expect(page.total).toBeGreaterThan(85);
  });
});
