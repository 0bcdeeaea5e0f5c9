import { parseAtomFeed, parseJsonFeed, parseRssFeed } from "feedsmith";
import { describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

const hostile = {
  title: "東京 & القاهرة 🚀 <script>alert(1)</script> ]]> done",
  body: "日本語の本文。\n\nنص عربي 🎉 & more ]]> <script>alert(1)</script>\n\n![map](/media/map.webp)\n\n[home](/writing)",
};

/** An Atom text construct as the parser gives it: a string, or its value with its type. */
const textOf = (value: unknown) =>
  typeof value === "string" ? value : ((value as { value?: string } | undefined)?.value ?? "");

describe("the feeds and the sitemap carry published posts only", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const get = (url: string) => t.app.inject({ method: "GET", url });
  const create = async (payload: Record<string, unknown>) => {
    const response = await t.app.inject({ method: "POST", url: "/api/posts", headers: { cookie }, payload });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };

  it("links no feed from a page's head until a post is published", async () => {
    await create({ title: "Only a draft" });
    expect((await get("/")).body).not.toContain('rel="alternate"');
    const feed = parseRssFeed((await get("/feed.xml")).body);
    expect(feed.items ?? []).toEqual([]);
  });

  it("gives RSS 2.0, Atom and JSON Feed with the full write-up, escaped, that a feed parser reads", async () => {
    await create({
      ...hostile,
      slug: "hostile",
      summary: "Summary & <b>",
      tags: ["日本語"],
      status: "published",
    });
    for (const path of ["/", "/writing", "/writing/hostile"]) {
      const html = (await get(path)).body;
      expect(html, path).toContain('<link rel="alternate" type="application/rss+xml"');
      expect(html, path).toContain('href="/atom.xml"');
      expect(html, path).toContain('href="/feed.json"');
    }

    const rss = await get("/feed.xml");
    expect(rss.headers["content-type"]).toContain("application/rss+xml");
    const rssFeed = parseRssFeed(rss.body);
    expect(rssFeed.language).toBe("en");
    const item = rssFeed.items?.[0];
    expect(item?.title).toBe(hostile.title);
    expect(item?.link).toBe("http://folio.test/writing/hostile");
    const rssContent = item?.content?.encoded ?? "";
    expect(rssContent).toContain("نص عربي 🎉 &#x26; more ]]>");
    expect(rssContent).toContain('src="http://folio.test/media/map.webp"');
    expect(rssContent).toContain('href="http://folio.test/writing"');
    expect(rssContent).not.toContain("<script>");

    const atom = parseAtomFeed((await get("/atom.xml")).body);
    expect(textOf(atom.entries?.[0]?.title)).toBe(hostile.title);
    const atomContent = textOf(atom.entries?.[0]?.content);
    expect(atomContent).toContain("日本語の本文。");
    expect(atomContent).not.toContain("<script>");

    const json = parseJsonFeed(JSON.parse((await get("/feed.json")).body));
    expect(json.title).toBeTruthy();
    expect(json.items?.[0]?.title).toBe(hostile.title);
    expect(json.items?.[0]?.content_html).toContain("日本語の本文。");
    expect(json.items?.map((entry) => entry.title)).not.toContain("Only a draft");

    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain("<loc>http://folio.test/writing/hostile</loc>");
    expect(sitemap).not.toContain("only-a-draft");
  });
});
