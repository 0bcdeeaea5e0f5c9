import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { type Database, openDatabase } from "#server/db/database.ts";
import { buildOwnerApp, changeSiteConfig, type OwnerApp, withOwnerApp } from "#test/owner-app.ts";
import { testDialect } from "#test/test-database.ts";
import { projectPageKey } from "./project-page.routes.ts";

const names = ["Alder", "Birch", "Cedar", "Damson", "Elm"] as const;
type Name = (typeof names)[number];
interface Made {
  id: string;
  slug: string;
}

/** Five projects placed by hand at the gallery's head, A to E: each page's neighbours are known. */
async function makeProjects({ t, cookie }: OwnerApp): Promise<Record<Name, Made>> {
  const made = {} as Record<Name, Made>;
  for (const title of names) {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: { title, description: `The ${title} project`, category: "Web Development" },
    });
    expect(response.statusCode, response.body).toBe(201);
    made[title] = response.json() as Made;
  }
  const order = await t.app.inject({
    method: "PUT",
    url: "/api/projects/order",
    headers: { cookie },
    payload: { ids: names.map((name) => made[name].id) },
  });
  expect(order.statusCode, order.body).toBe(200);
  return made;
}

/** Every cached page and file the test follows, by the cache's key. */
const pageKeys = (made: Record<Name, Made>) => ({
  ...(Object.fromEntries(names.map((name) => [name, projectPageKey(made[name].slug)])) as Record<
    Name,
    string
  >),
  home: "/",
  sitemap: "/sitemap.xml",
  resume: "/resume",
});

/** GETs every key on `app` (so its cache holds each) and answers what each answered. */
async function warm(app: FastifyInstance, keys: string[]): Promise<Map<string, string>> {
  const bodies = new Map<string, string>();
  for (const url of keys) {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    bodies.set(url, response.body);
  }
  return bodies;
}

/** Which of `keys` `app`'s page cache holds. */
const cachedOf = (app: FastifyInstance, keys: string[]) => keys.filter((key) => app.pageCache.get(key));

/** Saves a new title for `project` through the owner API. */
async function retitle({ t, cookie }: OwnerApp, project: Made, title: string) {
  const response = await t.app.inject({
    method: "PATCH",
    url: `/api/projects/${project.id}`,
    headers: { cookie },
    payload: { title },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe(`a project's edit drops exactly the answers that show it, on ${testDialect}`, () => {
  let owner: OwnerApp;
  let made: Record<Name, Made>;
  withOwnerApp((app) => {
    owner = app;
  });
  beforeAll(async () => {
    // The owner's own name: the résumé's PDF is generated from the content, projects included.
    await changeSiteConfig(owner, (config) => ({
      ...config,
      site: { ...config.site, author: "Ines Okafor" },
    }));
    made = await makeProjects(owner);
  });

  const pdfTag = async () => String((await owner.t.app.inject({ url: "/resume.pdf" })).headers.etag);
  const cardOf = async (project: Made) =>
    String((await owner.t.app.inject({ url: `/projects/${project.slug}/card.png` })).headers.location);

  it("rebuilds C's page, its neighbours', /, the sitemap and the résumé, and keeps A's and E's", async () => {
    const { app } = owner.t;
    const keys = pageKeys(made);
    const all = Object.values(keys);
    const before = await warm(app, all);
    expect(cachedOf(app, all)).toEqual(all);
    const [pdfBefore, cardBefore, otherCardBefore] = [
      await pdfTag(),
      await cardOf(made.Cedar),
      await cardOf(made.Alder),
    ];

    await retitle(owner, made.Cedar, "Cedar Renamed");

    const dropped = [keys.Birch, keys.Cedar, keys.Damson, keys.home, keys.sitemap, keys.resume];
    expect(cachedOf(app, all)).toEqual([keys.Alder, keys.Elm]);
    expect(app.pageCache.get(keys.Alder)).toBe(before.get(keys.Alder));
    expect(app.pageCache.get(keys.Elm)).toBe(before.get(keys.Elm));
    const after = await warm(app, all);
    for (const key of dropped.filter((key) => key !== keys.sitemap))
      expect(after.get(key)?.includes("Cedar Renamed"), key).toBe(true);
    // The sitemap carries when C's page last changed.
    expect(after.get(keys.sitemap)).not.toBe(before.get(keys.sitemap));
    expect(await pdfTag()).not.toBe(pdfBefore);
    expect(await cardOf(made.Cedar)).not.toBe(cardBefore);
    expect(await cardOf(made.Alder)).toBe(otherCardBefore);
  });

  it("drops every page when the edit changes the project's address (its neighbours link it)", async () => {
    const { app } = owner.t;
    const all = Object.values(pageKeys(made));
    await warm(app, all);
    const response = await app.inject({
      method: "PATCH",
      url: `/api/projects/${made.Cedar.id}`,
      headers: { cookie: owner.cookie },
      payload: { slug: "cedar-moved" },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(cachedOf(app, all)).toEqual([]);
  });
});

/** Waits until `check` holds, up to `ms`. */
async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// Two instances on one PostgreSQL database: A (with the signed-in owner) and B, a second app.
if (testDialect !== "postgres")
  console.log(
    "exact invalidation across instances: PostgreSQL only (two instances share one database through LISTEN/NOTIFY); tested in the PostgreSQL suite",
  );
describe.runIf(testDialect === "postgres")("a project's edit across two instances (PostgreSQL)", () => {
  let a: OwnerApp;
  let b: FastifyInstance;
  let bDatabase: Database;
  let made: Record<Name, Made>;

  beforeAll(async () => {
    a = await buildOwnerApp();
    const { databaseUrl, dataDir } = a.t.testDatabase;
    bDatabase = openDatabase({ databaseUrl, dataDir });
    b = await buildApp({ config: a.t.config, database: bDatabase });
    await b.ready();
    made = await makeProjects(a);
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.t.close();
  });

  it("drops the same answers on the other instance, and keeps A's and E's there too", async () => {
    const keys = pageKeys(made);
    const all = Object.values(keys);
    // Warmed until B has heard every change of the setup (a late one would clear what it holds).
    await within(3_000, async () => {
      await warm(b, all);
      return cachedOf(b, all).length === all.length;
    });
    await warm(a.t.app, all);

    await retitle(a, made.Cedar, "Cedar Renamed");
    await within(1_000, () => b.pageCache.get(keys.Cedar) === undefined);

    const kept = [keys.Alder, keys.Elm];
    expect(cachedOf(b, all)).toEqual(kept);
    expect(cachedOf(a.t.app, all)).toEqual(kept);
    // Past the version check (every 2 s), which must not take the change for a lost one.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(cachedOf(b, all)).toEqual(kept);
    expect(cachedOf(a.t.app, all)).toEqual(kept);
    const after = await warm(b, all);
    for (const key of [keys.Birch, keys.Cedar, keys.Damson, keys.home, keys.resume])
      expect(after.get(key)?.includes("Cedar Renamed"), key).toBe(true);
  });
});
