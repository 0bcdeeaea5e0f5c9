import Fastify from "fastify";
import { createElement, Suspense } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LiveSiteConfig } from "#server/features/site-config/live-site-config.ts";
import { textCatalogue } from "#shared/texts/catalogue.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { registerPageRoutes } from "./page.routes.ts";
import { PageCache } from "./page-cache.ts";
import { createBuiltRenderer, type PageRenderer, type SsrModule } from "./page-renderer.ts";

describe("server-rendered pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it("renders / with the section anchors in the HTML, no-cache and an ETag", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    for (const anchor of ["home", "about", "unique", "projects", "testimonials", "contact"]) {
      expect(response.body).toContain(`id="${anchor}"`);
    }
    expect(response.body).toContain('class="hero-section');
    expect(response.body).toMatch(/<script type="application\/json" id="folio-page-data">\{.*\}<\/script>/);
  });

  it("answers 304 when the ETag still matches", async () => {
    const first = await t.app.inject({ method: "GET", url: "/" });
    const again = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("renders the 404 page with status 404 for any unknown path", async () => {
    for (const url of ["/nope", "/admin-dashboard/extra", "/a/b/c?x=1"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(404);
      for (const key of ["notFound.code", "notFound.title", "notFound.message", "notFound.action"] as const)
        expect(response.body).toContain(textCatalogue[key].default);
      expect(response.body).toContain('href="/"');
    }
  });

  it("paints the sign-in and recovery screens from server HTML, never with a link's secret", async () => {
    for (const [url, heading] of [
      ["/login", "Welcome Back"],
      ["/forgot-password", "Forgot Password?"],
      ["/reset-password?userId=a&secret=the-secret", "Reset Your Password"],
    ] as const) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers.etag).toBeUndefined();
      expect(response.body).toContain(heading);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain("the-secret");
    }
  });

  it("answers the dashboard and a setup link it does not know with the empty shell", async () => {
    for (const url of ["/admin-dashboard", "/setup?token=unknown"]) {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
  });
});

describe("server-rendered pages with a renderer that fails or is slow", () => {
  let t: TestApp;
  let real: PageRenderer;
  beforeAll(async () => {
    t = await buildTestApp();
    real = await createBuiltRenderer();
  });
  afterAll(async () => t.close());

  /** The page routes alone on the suite's database, with `ssr` as the renderer and the log collected. */
  async function pageApp(ssr: () => Promise<SsrModule>, finish = real.finish) {
    const logs: string[] = [];
    const app = Fastify({ logger: { level: "error", stream: { write: (line: string) => logs.push(line) } } });
    app.decorate("config", t.config);
    app.decorate("db", t.app.db);
    app.decorate("services", t.app.services);
    app.decorate("liveSiteConfig", new LiveSiteConfig());
    const cache = new PageCache();
    registerPageRoutes(app, { renderer: { manifest: real.manifest, finish, ssr }, cache });
    await app.ready();
    const get = (url = "/") => app.inject({ method: "GET", url });
    return { app, cache, logs, get };
  }

  function Broken(): never {
    throw new Error("a section broke");
  }
  /** What React's renderToString sends when a component throws: the Suspense fallback, not an error. */
  const brokenSsr: SsrModule = {
    render: () => renderToString(createElement(Suspense, { fallback: "Loading..." }, createElement(Broken))),
    renderOwner: async () => "",
    renderDashboard: async () => "",
  };

  it("answers a logged 500 error page (not an empty 200) when a part fails, and never caches it", async () => {
    let broken = true;
    const { app, logs, get } = await pageApp(async () => (broken ? brokenSsr : real.ssr()));
    for (const url of ["/", "/missing"]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(500);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.body).toContain(textCatalogue["notFound.errorMessage"].default);
      expect(response.body).not.toContain("Loading...");
    }
    expect(logs.join("")).toContain("a section broke");

    broken = false;
    const recovered = await get();
    expect(recovered.statusCode).toBe(200);
    expect(recovered.body).toContain('id="home"');
    await app.close();
  });

  it("answers the error page when rendering throws", async () => {
    const { app, logs, get } = await pageApp(async () => ({
      render: () => {
        throw new Error("entry failed");
      },
      renderOwner: async () => "",
      renderDashboard: async () => "",
    }));
    const response = await get();
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain(textCatalogue["notFound.errorTitle"].default);
    expect(logs.join("")).toContain("entry failed");
    await app.close();
  });

  it("does not store a page whose render began before a write and ended after it", async () => {
    let renders = 0;
    let renderBegan = () => {};
    let release = () => {};
    const began = new Promise<void>((resolve) => {
      renderBegan = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The first render is held before it is finished until the test lets it go.
    let held = false;
    const slowFinish = async (url: string, html: string) => {
      if (!held) {
        held = true;
        renderBegan();
        await gate;
      }
      return real.finish(url, html);
    };
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
    const { app, cache, get } = await pageApp(countingSsr, slowFinish);

    const first = get();
    await began;
    cache.invalidate(); // an owner write lands while the first render is under way
    release();
    expect((await first).statusCode).toBe(200);
    expect(cache.get("/")).toBeUndefined();
    await get();
    expect(renders).toBe(2);
    expect(cache.get("/")).toBeDefined();
    await app.close();
  });
});
