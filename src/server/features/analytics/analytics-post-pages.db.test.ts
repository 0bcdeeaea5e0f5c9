import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsReport } from "#shared/analytics/schema.ts";
import type { Post } from "#shared/posts/schema.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { testDialect } from "#test/test-database.ts";

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Issue 43, point 5: views of each post's page and where their readers came from. */
describe(`analytics of post pages on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  const now = new Date("2026-04-02T10:00:00Z");

  beforeAll(async () => {
    t = await buildTestApp({}, { clock: () => now });
    ({ cookie } = await signInAsOwner(t));
  });
  afterAll(async () => t.close());

  const owner = (method: "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  async function publish(title: string): Promise<Post> {
    const response = await owner("POST", "/api/posts", { title, body: "Words.", status: "published" });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** The page's view event as its script sends it: whose page it is, read from the page itself. */
  async function viewOf(path: string, referrer?: string) {
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    const id = /data-track-page="([^"]+)"/.exec(page.body)?.[1];
    const kind = /data-track-page-kind="([^"]+)"/.exec(page.body)?.[1];
    return { n: "view", u: path, p: id, k: kind, r: referrer };
  }

  const send = (events: object[], ip: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/events",
      remoteAddress: ip,
      headers: { "user-agent": chrome, ...headers },
      payload: { w: 1280, e: events },
    });

  const report = async (query: string): Promise<AnalyticsReport> => {
    const response = await t.app.inject({ url: `/api/admin/analytics?${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("counts each post's views by id with their sources; a bot, the owner and a reload are not counted", async () => {
    const own = new URL(t.config.publicUrl).origin;
    const notes = await publish("Field Notes");
    const thoughts = await publish("Second Thoughts");
    const gone = await publish("Gone Soon");

    // From this site's list, from another site, typed in, then the same reader again (one view a window).
    await send([await viewOf("/writing/field-notes", `${own}/writing`)], "198.51.100.40");
    await send([await viewOf("/writing/field-notes", "https://www.example.org/links")], "198.51.100.41");
    await send([await viewOf("/writing/field-notes")], "198.51.100.42");
    await send([await viewOf("/writing/field-notes")], "198.51.100.42");
    // A bot, and the signed-in owner looking at their own post.
    expect(
      (await send([await viewOf("/writing/field-notes")], "198.51.100.43", { "user-agent": googlebot }))
        .statusCode,
    ).toBe(204);
    await send([await viewOf("/writing/field-notes")], "198.51.100.44", { cookie });
    // A new slug: the post keeps its count.
    expect((await owner("PATCH", `/api/posts/${notes.id}`, { slug: "field-notes-2026" })).statusCode).toBe(
      200,
    );
    await send(
      [await viewOf("/writing/field-notes-2026", "https://news.ycombinator.com/item?id=1")],
      "198.51.100.45",
    );

    await send([await viewOf("/writing/second-thoughts", "https://www.linkedin.com/feed/")], "198.51.100.46");
    await send([await viewOf("/writing/gone-soon")], "198.51.100.47");
    await send([await viewOf("/writing/gone-soon")], "198.51.100.48");
    expect((await owner("DELETE", `/api/posts/${gone.id}`)).statusCode).toBe(204);
    // The list of posts is a page view like any other, of no post.
    await send([await viewOf("/writing", "https://www.example.org/links")], "198.51.100.49");

    const figures = await report("range=today");
    expect(figures.posts.map((row) => [row.title, row.views])).toEqual([
      ["Field Notes", 4],
      // A deleted post's row is named by its id, as a deleted project's is.
      [gone.id, 2],
      ["Second Thoughts", 1],
    ]);
    expect(figures.posts[0]?.id).toBe(notes.id);
    expect(figures.posts[0]?.sources.rows).toEqual([
      { key: "(direct)", count: 1 },
      { key: "(this site)", count: 1 },
      { key: "example.org", count: 1 },
      { key: "news.ycombinator.com", count: 1 },
    ]);
    expect(figures.posts.find((row) => row.id === thoughts.id)?.sources.rows).toEqual([
      { key: "linkedin.com", count: 1 },
    ]);
    // Posts are not projects.
    expect(figures.projects).toEqual([]);
    // Every counted view, the list's included, is a page view by path.
    expect(figures.totals.views).toBe(8);
    expect(figures.pages.rows.find((page) => page.key === "/writing")?.count).toBe(1);
    expect(figures.pages.rows.find((page) => page.key === "/writing/field-notes")?.count).toBe(3);

    const csv = await t.app.inject({ url: "/api/admin/analytics/export?range=today", headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`post page views,Field Notes,4,${notes.id}\r\n`);
    expect(csv.body).toContain(`post page from example.org,Field Notes,1,${notes.id}\r\n`);
    expect(csv.body).toContain(`post page views,${gone.id},2,${gone.id}\r\n`);
  });
});
