import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Post } from "#shared/posts/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp } from "#test/owner-app.ts";
import { testDialect } from "#test/test-database.ts";

let t: TestApp;
let cookie: string;

const send = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function create(payload: Record<string, unknown>): Promise<Post> {
  const response = await send("POST", "/api/posts", payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function patch(id: string, payload: Record<string, unknown>): Promise<Post> {
  const response = await send("PATCH", `/api/posts/${id}`, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const list = async (): Promise<Post[]> => (await send("GET", "/api/posts")).json().items;

beforeAll(async () => {
  ({ t, cookie } = await buildOwnerApp());
});
afterAll(() => t.close());

describe(`posts on ${testDialect}`, () => {
  it("creates a draft with every field, its slug made from the title", async () => {
    const post = await create({
      title: "Café Ölçü notes",
      summary: "  What I learnt  ",
      body: "# Hello\n\n```ts\nconst a = 1;\n```",
      cover: "/media/cover.webp",
      coverFocus: { x: 30, y: 70 },
      tags: ["TypeScript", " typescript ", "", "Node"],
      canonicalUrl: "https://dev.to/me/cafe",
    });
    expect(post).toMatchObject({
      slug: "cafe-olcu-notes",
      summary: "What I learnt",
      cover: "/media/cover.webp",
      coverFocus: { x: 30, y: 70 },
      tags: ["TypeScript", "Node"],
      status: "draft",
      publishedAt: null,
      canonicalUrl: "https://dev.to/me/cafe",
    });
    expect((await list()).map((item) => item.id)).toContain(post.id);
    const again = await create({ title: "Cafe Olcu Notes!" });
    expect(again.slug).toBe("cafe-olcu-notes-2");
    const japanese = await create({ title: "東京の地図" });
    expect(japanese.slug).toMatch(/^post-[a-z0-9]{1,8}$/);
  });

  it("publishes (dated now when no date is given), unpublishes and keeps the date", async () => {
    const post = await create({ title: "Shipping day" });
    const published = await patch(post.id, { status: "published" });
    expect(published.status).toBe("published");
    expect(published.publishedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const draft = await patch(post.id, { status: "draft" });
    expect(draft).toMatchObject({ status: "draft", publishedAt: published.publishedAt });
    const dated = await patch(post.id, { status: "published", publishedAt: "2025-01-02T09:00:00.000Z" });
    expect(dated.publishedAt).toBe("2025-01-02T09:00:00.000Z");
    expect(await t.app.services.posts.findPublished(dated.slug)).toMatchObject({ post: { id: post.id } });
  });

  it("edits fields and clears the cover and canonical URL", async () => {
    const post = await create({
      title: "Edit me",
      cover: "/media/a.webp",
      canonicalUrl: "https://medium.com/x",
    });
    const edited = await patch(post.id, { title: "Edited", cover: "", canonicalUrl: "", tags: ["a"] });
    expect(edited).toMatchObject({
      title: "Edited",
      cover: null,
      canonicalUrl: "",
      tags: ["a"],
      slug: "edit-me",
    });
  });

  it("refuses bad input with a clear message and changes nothing", async () => {
    const before = await list();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "  " }, "Title is required"],
      [{ title: "x", slug: "Not A Slug" }, "The address (slug) must be lower-case"],
      [{ title: "x", canonicalUrl: "javascript:alert(1)" }, "The canonical URL must be a full https://"],
      [
        { title: "x", cover: "https://elsewhere.test/a.png" },
        "The cover must be an image from the media library",
      ],
      [
        { title: "x", coverFocus: { x: 101, y: 2 } },
        "The focal point's x must be a whole number from 0 to 100",
      ],
      [{ title: "x", status: "live" }, "Status must be draft or published"],
      [{ title: "x", publishedAt: "yesterday" }, "The publish date must be a date and time"],
      [
        { title: "x", status: "published", publishedAt: "2999-01-01T00:00:00Z" },
        "A published post cannot be dated in the future",
      ],
      [
        { title: "x", tags: Array.from({ length: 13 }, (_, i) => `t${i}`) },
        "A post can have at most 12 tags",
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await send("POST", "/api/posts", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toContain(message);
    }
    const target = before[0] as Post;
    const refused = await send("PATCH", `/api/posts/${target.id}`, {
      title: "Fine",
      canonicalUrl: "ftp://x",
    });
    expect(refused.statusCode).toBe(400);
    // Published, a post cannot move to a date ahead either; a draft can carry one.
    const ahead = await send("PATCH", `/api/posts/${target.id}`, {
      status: "published",
      publishedAt: "2999-01-01T00:00:00Z",
    });
    expect(ahead.statusCode).toBe(400);
    expect(await list()).toEqual(before);
    expect((await send("PATCH", "/api/posts/nope", { title: "x" })).statusCode).toBe(404);
  });

  it("keeps an old slug as a redirect, refuses another post's slugs, and lets a post take its own back", async () => {
    const first = await create({ title: "First words", status: "published" });
    const second = await create({ title: "Second words" });
    const renamed = await patch(first.id, { slug: "opening-words" });
    expect(renamed.slug).toBe("opening-words");
    const posts = t.app.services.posts;
    expect(await posts.findPublished("first-words")).toEqual({ redirect: "opening-words" });
    for (const taken of ["first-words", "opening-words"]) {
      const clash = await send("PATCH", `/api/posts/${second.id}`, { slug: taken });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().error.message).toBe(
        `The address /writing/${taken} is already used by another post`,
      );
    }
    expect((await patch(first.id, { slug: "first-words" })).slug).toBe("first-words");
    expect(await posts.findPublished("opening-words")).toEqual({ redirect: "first-words" });
    expect(await posts.findPublished("first-words")).toMatchObject({ post: { id: first.id } });
    // A project may hold the same slug: the addresses are /projects/… and /writing/…
    const project = await send("POST", "/api/projects", {
      title: "First words",
      description: "d",
      category: "Web Development",
    });
    expect(project.json().slug).toBe("first-words");
  });

  it("keeps a draft and its earlier addresses from visitors", async () => {
    const post = await create({ title: "Secret plans", status: "published" });
    await patch(post.id, { slug: "secret-plans-v2" });
    await patch(post.id, { status: "draft" });
    const posts = t.app.services.posts;
    expect(await posts.findPublished("secret-plans-v2")).toBeUndefined();
    expect(await posts.findPublished("secret-plans")).toBeUndefined();
  });

  it("moves a deleted post to the Trash, restores it whole, and deletes it for good from there", async () => {
    const post = await create({ title: "Short lived", status: "published" });
    await patch(post.id, { slug: "short-lived-2" });
    const page = async (slug: string) => (await t.app.inject({ url: `/writing/${slug}` })).statusCode;
    expect((await send("DELETE", `/api/posts/${post.id}`)).statusCode).toBe(204);
    // Gone for visitors and from the Writing tab; its addresses stay taken while it may come back.
    expect((await send("GET", `/api/posts/${post.id}`)).statusCode).toBe(404);
    expect(await page("short-lived-2")).toBe(404);
    expect(await page("short-lived")).toBe(404);
    expect((await list()).map((item) => item.id)).not.toContain(post.id);
    expect((await t.app.inject({ url: "/feed.json" })).body).not.toContain("Short lived");
    expect((await t.app.inject({ url: "/sitemap.xml" })).body).not.toContain("short-lived");
    expect((await create({ title: "Short lived" })).slug).toBe("short-lived-3");
    const trash = (await send("GET", "/api/trash")).json().items as {
      kind: string;
      id: string;
      detail: string;
    }[];
    expect(trash.find((item) => item.id === post.id)).toMatchObject({
      kind: "post",
      detail: "/writing/short-lived-2",
    });
    // A second delete of what is already in the Trash is a 404, and changes nothing.
    expect((await send("DELETE", `/api/posts/${post.id}`)).statusCode).toBe(404);

    expect((await send("POST", `/api/trash/post/${post.id}/restore`)).statusCode).toBe(200);
    expect(await page("short-lived-2")).toBe(200);
    expect((await t.app.inject({ url: "/writing/short-lived" })).headers.location).toBe(
      "/writing/short-lived-2",
    );

    expect((await send("DELETE", `/api/posts/${post.id}`)).statusCode).toBe(204);
    expect((await send("DELETE", `/api/trash/post/${post.id}`)).statusCode).toBe(204);
    expect(
      (await send("GET", "/api/trash")).json().items.map((item: { id: string }) => item.id),
    ).not.toContain(post.id);
    expect(await page("short-lived")).toBe(404);
    const anonymous = await t.app.inject({ method: "GET", url: "/api/posts" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("pages the published posts newest first, by exact tag, with their neighbours", async () => {
    const made: Post[] = [];
    // Dated a few milliseconds apart, just now: newer than the earlier tests' posts (a published post
    // cannot be dated in the future).
    const base = Date.now();
    for (const [n, tags] of [
      [1, ["Zeta_%"]],
      [2, ["zeta_%"]],
      [3, ["Zeta_%", "Other"]],
    ] as const)
      made.push(
        await create({
          title: `Listed ${n}`,
          tags: [...tags],
          status: "published",
          publishedAt: new Date(base - 10 + n).toISOString(),
        }),
      );
    await create({ title: "Listed draft", tags: ["Zeta_%"], publishedAt: "2999-02-01T00:00:00.000Z" });
    const posts = t.app.services.posts;
    const first = await posts.publishedPage({ tag: null, page: 1 });
    expect(first.items.slice(0, 3).map((post) => post.title)).toEqual(["Listed 3", "Listed 2", "Listed 1"]);
    expect(first.items.map((post) => post.title)).not.toContain("Listed draft");
    const tagged = await posts.publishedPage({ tag: "Zeta_%", page: 1 });
    expect(tagged.items.map((post) => post.title)).toEqual(["Listed 3", "Listed 1"]);
    expect(tagged.pageCount).toBe(1);
    const [one, two, three] = made as [Post, Post, Post];
    expect(await posts.neighbours(two)).toEqual({
      newer: { slug: three.slug, title: "Listed 3" },
      older: { slug: one.slug, title: "Listed 1" },
    });
  });
});
