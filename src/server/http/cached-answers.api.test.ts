import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { defaultHeroContent } from "#shared/sections/defaults.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";

describe("cached answers: the public page and the public project reads", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });
  /** Changes the hero behind the app's back: only an uncached render shows it. */
  const storeHeroDirectly = (mainTitle: string) =>
    t.app.db
      .updateTable("content_section")
      .set({ content: JSON.stringify({ ...defaultHeroContent, mainTitle }) })
      .where("id", "=", "hero")
      .execute();
  const createProject = async (title: string) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: { title, description: "Made for the cache test. ".repeat(60), category: "Web Development" },
    });
    expect(response.statusCode, response.body).toBe(201);
  };
  const shows = (body: string, text: string) => body.includes(text);

  it("answers tracking and unknown query parameters with the cached page and a clean canonical URL", async () => {
    const plain = await get("/");
    await storeHeroDirectly("Only a fresh render shows this");
    for (const url of [
      "/?utm_source=x",
      "/?utm_medium=mail&utm_campaign=spring&utm_content=a&utm_term=b",
      "/?fbclid=abc",
      "/?gclid=1&ref=producthunt",
      "/?anything=else&x",
      "/?preview=1",
      "/?preview=yes",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.etag, url).toBe(plain.headers.etag);
      expect(shows(response.body, "Only a fresh render shows this"), url).toBe(false);
      expect(response.body).toContain('<link rel="canonical" href="http://folio.test/">');
      expect(response.body).not.toContain("utm_source");
    }
    // The owner's preview is rendered fresh (and so shows the change made behind the cache).
    const preview = await get("/?preview=1&utm_source=x", { cookie });
    expect(shows(preview.body, "Only a fresh render shows this")).toBe(true);
    expect(preview.headers["x-robots-tag"]).toBe("noindex");
    expect(preview.body).toContain('<link rel="canonical" href="http://folio.test/">');
  });

  it("sends the same page in whichever encoding the request accepts", async () => {
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    const cases: [string, string | undefined][] = [
      ["br, gzip", "br"],
      ["gzip, deflate, br, zstd", "br"],
      ["gzip", "gzip"],
      ["gzip;q=1, br;q=0.4", "gzip"],
      ["deflate", undefined],
      ["identity", undefined],
      ["br;q=0, gzip;q=0", undefined],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const response = await get("/", { "accept-encoding": acceptEncoding });
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers["content-encoding"], acceptEncoding).toBe(expected);
      expect(response.headers.etag, acceptEncoding).toBe(plain.headers.etag);
      const decoded =
        expected === "br"
          ? brotliDecompressSync(response.rawPayload)
          : expected === "gzip"
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      expect(decoded.equals(plain.rawPayload), acceptEncoding).toBe(true);
    }
  });

  it("answers HEAD with the headers and no body, and 304 for a matching If-None-Match", async () => {
    const plain = await get("/");
    const head = await t.app.inject({ method: "HEAD", url: "/?utm_source=x" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers.etag).toBe(plain.headers.etag);
    expect(Number(head.headers["content-length"])).toBe(plain.rawPayload.length);
    const etag = String(plain.headers.etag);
    for (const ifNoneMatch of [etag, `W/"other", ${etag}`, "*"]) {
      const again = await get("/?fbclid=z", { "if-none-match": ifNoneMatch, "accept-encoding": "br" });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe("");
    }
    expect((await get("/", { "if-none-match": 'W/"other"' })).statusCode).toBe(200);
  });

  it("keeps GET /api/projects ready too, compressed on request, cleared with the page by an owner write", async () => {
    await createProject("Cached Alpha");
    const first = await get("/api/projects");
    expect(first.statusCode).toBe(200);
    await t.app.db.updateTable("project").set({ title: "Renamed behind the cache" }).execute();
    const again = await get("/api/projects", { "accept-encoding": "gzip" });
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(again.headers["content-type"]).toBe(first.headers["content-type"]);
    expect(gunzipSync(again.rawPayload).toString()).toBe(first.body);
    const head = await t.app.inject({ method: "HEAD", url: "/api/projects" });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers.etag).toBe(again.headers.etag);
    const unchanged = await get("/api/projects", { "if-none-match": String(again.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    // A filter is read fresh.
    expect(shows((await get("/api/projects?limit=5")).body, "Renamed behind the cache")).toBe(true);

    await createProject("Cached Beta");
    const after = await get("/api/projects");
    expect(shows(after.body, "Cached Beta")).toBe(true);
    expect(shows(after.body, "Renamed behind the cache")).toBe(true);
    const page = await get("/?utm_source=x");
    expect(shows(page.body, "Cached Beta")).toBe(true);
  });

  it("never serves a visitor the owner's inactive projects from the cache", async () => {
    await get("/api/projects");
    const all = await get("/api/projects?all=true");
    expect(all.statusCode).toBe(401);
  });
});
