import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { registerPageRoutes } from "./page.routes.ts";
import { PageCache } from "./page-cache.ts";
import { createBuiltRenderer, type SsrModule } from "./page-renderer.ts";

describe("renders of the public page under load", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it("shares one render among concurrent misses and then answers every query string from the cache", async () => {
    const real = await createBuiltRenderer();
    let renders = 0;
    const countingSsr = async (): Promise<SsrModule> => {
      const ssr = await real.ssr();
      return {
        ...ssr,
        render: (url, data) => {
          renders += 1;
          return ssr.render(url, data);
        },
      };
    };
    const app = Fastify();
    app.decorate("config", t.config);
    app.decorate("db", t.app.db);
    app.decorate("services", t.app.services);
    const cache = new PageCache();
    registerPageRoutes(app, { renderer: { ...real, ssr: countingSsr }, cache });
    await app.ready();

    const burst = await Promise.all(
      Array.from({ length: 8 }, (_, i) => app.inject({ method: "GET", url: `/?utm_source=burst&n=${i}` })),
    );
    expect(burst.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(burst.map((response) => response.headers.etag)).size).toBe(1);
    expect(renders).toBe(1);

    for (const url of ["/", "/?fbclid=1", "/?gclid=2&ref=x", "/?unknown", "/?preview=1"]) {
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
    }
    expect(renders).toBe(1);

    // A project's page: a burst of first visitors shares one render too.
    const project = await t.app.services.projects.create({
      title: "Burst Board",
      description: "A board for teams",
      category: "Web Development",
    } as Parameters<typeof t.app.services.projects.create>[0]);
    cache.invalidate();
    renders = 0;
    const pages = await Promise.all(
      Array.from({ length: 8 }, () => app.inject({ method: "GET", url: `/projects/${project.slug}` })),
    );
    expect(pages.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(pages.map((response) => response.headers.etag)).size).toBe(1);
    expect(renders).toBe(1);
    await app.close();
  });
});
