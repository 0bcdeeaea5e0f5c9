import { writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { xssCorpus } from "#server/features/markdown/xss-corpus.ts";
import type { Post } from "#shared/posts/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { expectInert } from "#test/expect-inert.ts";
import { withOwnerApp } from "#test/owner-app.ts";

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}");
const titlesIn = (html: string) =>
  [...html.matchAll(/<h2 class="[^"]*" dir="auto"><a href="\/writing\/[^"]+">([^<]*)<\/a>/g)].map(
    (m) => m[1],
  );

describe("the writing pages, /writing and /writing/:slug", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const get = (url: string) => t.app.inject({ method: "GET", url });
  async function create(body: Record<string, unknown>): Promise<Post> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/posts",
      headers: { cookie },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }
  const patch = (id: string, payload: object) =>
    t.app.inject({ method: "PATCH", url: `/api/posts/${id}`, headers: { cookie }, payload });

  it("renders a post on the server: reading time, contents, highlighted code, its own head", async () => {
    const body = [
      "東京の地図を作った話です。",
      "## 始まり",
      "Words ".repeat(500),
      "## The code",
      "```ts\nconst a: number = 1;\n```",
      "### Details & more",
      "<script>alert(1)</script>",
    ].join("\n\n");
    const older = await create({
      title: "An older post",
      status: "published",
      publishedAt: "2025-01-01T00:00:00.000Z",
    });
    await create({
      title: "東京の地図 — a map of Tokyo",
      slug: "tokyo-map",
      summary: "How the map was made",
      body,
      tags: ["Maps", "日本語"],
      status: "published",
      publishedAt: "2025-06-01T00:00:00.000Z",
    });
    const response = await get("/writing/tokyo-map");
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("東京の地図 — a map of Tokyo</h1>");
    expect(html).toContain("2 min read");
    expect(html).toContain(">Contents</h2>");
    expect(html).toMatch(/<a href="#the-code" dir="auto">The code<\/a>/);
    expect(html).toMatch(/<a href="#details--more" dir="auto">Details &amp; more<\/a>/);
    expect(html).toContain("hljs");
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain('data-copy-label="Copy"');
    expect(html).toContain(`href="/writing/${older.slug}" rel="prev"`);
    expect(html).toContain('<link rel="canonical" href="http://folio.test/writing/tokyo-map">');
    expect(html).toContain('<meta name="description" content="How the map was made">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="article:tag" content="日本語">');
    const posting = jsonLd(html);
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "東京の地図 — a map of Tokyo",
      datePublished: "2025-06-01T00:00:00.000Z",
      author: { "@type": "Person", url: "http://folio.test/" },
    });
    expect(posting.author.name).toBeTruthy();
    // Shared, it shows its own card: a 1200×630 PNG drawn for this post.
    const card = /og:image" content="http:\/\/folio.test(\/cards\/post-tokyo-map-[0-9a-f]{16}\.png)"/.exec(
      html,
    )?.[1];
    expect(card, "the post's own card").toBeTruthy();
    const png = await get(card ?? "");
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(png.rawPayload.readUInt32BE(20)).toBe(630);
    if (process.env.FOLIO_CARD_OUT) writeFileSync(process.env.FOLIO_CARD_OUT, png.rawPayload);
    // The site's menu and footer are there, and no React is hydrated.
    expect(html).toContain('href="/"');
    expect(html).not.toContain("folio-page-data");
  });

  it("points the canonical address at the first publication when the owner gives one", async () => {
    await create({
      title: "Cross posted",
      canonicalUrl: "https://dev.to/me/cross-posted",
      status: "published",
    });
    const html = (await get("/writing/cross-posted")).body;
    expect(html).toContain('<link rel="canonical" href="https://dev.to/me/cross-posted">');
    expect(jsonLd(html).mainEntityOfPage).toBe("https://dev.to/me/cross-posted");
    expect(html).toContain('<a href="https://dev.to/me/cross-posted" rel="noopener">dev.to</a>');
  });

  it("answers 301 from an earlier slug, and 404 for a draft and its earlier slugs", async () => {
    const post = await create({ title: "Moving house", status: "published" });
    expect((await get("/writing/moving-house")).statusCode).toBe(200);
    expect((await patch(post.id, { slug: "moved-house" })).statusCode).toBe(200);
    const moved = await get("/writing/moving-house");
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe("/writing/moved-house");
    expect((await get("/writing/moved-house")).statusCode).toBe(200);
    await patch(post.id, { status: "draft" });
    expect((await get("/writing/moved-house")).statusCode).toBe(404);
    expect((await get("/writing/moving-house")).statusCode).toBe(404);
    // A draft has no card either.
    expect((await get("/cards/post-moved-house-0123456789abcdef.png")).statusCode).toBe(404);
    expect((await get("/writing/Not_A_Slug")).statusCode).toBe(404);
    expect((await get("/writing")).body).not.toContain("Moving house");
  });

  it("lists published posts newest first, ten a page, and by tag", async () => {
    // Dated a millisecond apart, just now: newer than the earlier tests' posts (a published post cannot
    // be dated in the future).
    const base = Date.now();
    for (let n = 1; n <= 12; n += 1)
      await create({
        title: `Paged post ${n}`,
        tags: n % 3 === 0 ? ["Three"] : [],
        status: "published",
        publishedAt: new Date(base - 12 + n).toISOString(),
      });
    await create({ title: "Paged draft", tags: ["Three"], publishedAt: "2999-02-01T00:00:00.000Z" });
    const first = (await get("/writing")).body;
    expect(titlesIn(first).slice(0, 3)).toEqual(["Paged post 12", "Paged post 11", "Paged post 10"]);
    expect(titlesIn(first)).toHaveLength(10);
    expect(first).toContain('href="/writing?page=2" rel="next"');
    expect(first).not.toContain("Paged draft");
    const second = await get("/writing?page=2");
    expect(second.statusCode).toBe(200);
    expect(titlesIn(second.body).slice(0, 2)).toEqual(["Paged post 2", "Paged post 1"]);
    const tagged = (await get("/writing?tag=Three")).body;
    expect(titlesIn(tagged)).toEqual(["Paged post 12", "Paged post 9", "Paged post 6", "Paged post 3"]);
    expect(tagged).toContain("Posts tagged “Three”");
    expect((await get("/writing?page=99")).statusCode).toBe(404);
    expect((await get("/writing?page=abc")).statusCode).toBe(404);
  });

  it("renders the Markdown XSS corpus inert on a post's page", async () => {
    const body = Object.values(xssCorpus).join("\n\n");
    await create({ title: "XSS corpus", slug: "xss-corpus", body, status: "published" });
    const html = (await get("/writing/xss-corpus")).body;
    const open = html.indexOf(">", html.indexOf('class="markdown-body')) + 1;
    // The write-up holds no <div> (the pipeline does not allow one): the first closing one ends it.
    const writeUp = html.slice(open, html.indexOf("</div>", open));
    expect(writeUp).toContain("Hello alert(1) world");
    expectInert(writeUp);
  });
});
