import { describe, expect, it } from "vitest";
import { multipartFile } from "#server/features/backup/backup-test-helpers.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { pngSize } from "./card-test-helpers.ts";

let t: TestApp;
let cookie: string;
withOwnerApp((app) => ({ t, cookie } = app));

const publicUrl = "http://folio.test";

/** The `og:image` of a page, and checks that `twitter:image` and the size tags agree. */
async function shareImage(path: string): Promise<string> {
  const html = (await t.app.inject({ url: path })).body;
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? "";
  expect(html).toContain(`<meta name="twitter:image" content="${image}">`);
  if (image.includes("/cards/")) {
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta property="og:image:height" content="630">');
    expect(html).toContain('<meta property="og:image:type" content="image/png">');
  }
  return image;
}

const cardOf = async (path: string, kind: string) => {
  const image = await shareImage(path);
  expect(image).toMatch(new RegExp(`^${publicUrl}/cards/${kind}-[0-9a-f]{16}\\.png$`));
  return image.slice(publicUrl.length);
};

async function saveSite(change: (config: Record<string, Record<string, unknown>>) => void) {
  const config = (await t.app.inject({ url: "/api/site-config", headers: { cookie } })).json();
  change(config);
  const response = await t.app.inject({
    method: "PUT",
    url: "/api/site-config",
    headers: { cookie },
    payload: config,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe("the generated social cards", () => {
  it("answer a 1200×630 PNG with an ETag and a year-long immutable cache, 304 to a matching ETag", async () => {
    for (const [path, kind] of [
      ["/", "home"],
      ["/resume", "resume"],
    ] as const) {
      const address = await cardOf(path, kind);
      const response = await t.app.inject({ url: address });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
      const etag = String(response.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await t.app.inject({ url: address, headers: { "if-none-match": etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    }
  }, 60_000);

  it("move to a new address when the owner's name changes; the old one leads to the new", async () => {
    const home = await cardOf("/", "home");
    const resume = await cardOf("/resume", "resume");
    const before = (await t.app.inject({ url: home })).rawPayload;
    await saveSite((config) => {
      config.site = { ...config.site, author: "Zoë Łukasiewicz" };
    });
    const newHome = await cardOf("/", "home");
    expect(newHome).not.toBe(home);
    expect(await cardOf("/resume", "resume")).not.toBe(resume);
    const after = await t.app.inject({ url: newHome });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before)).toBe(false);
    const old = await t.app.inject({ url: home });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(newHome);
    expect(old.headers["cache-control"]).toBe("no-cache");
  }, 60_000);

  it("give way on / to the owner's own share image, not on /resume", async () => {
    await saveSite((config) => {
      config.seo = { ...config.seo, ogImage: "https://cdn.example/share.png" };
    });
    expect(await shareImage("/")).toBe("https://cdn.example/share.png");
    await cardOf("/resume", "resume");
    await saveSite((config) => {
      config.seo = { ...config.seo, ogImage: "" };
    });
    await cardOf("/", "home");
  }, 60_000);

  it("follow a restore: the card of the restored site is the one named and drawn", async () => {
    const backup = await t.app.inject({ url: "/api/admin/backup", headers: { cookie } });
    expect(backup.statusCode).toBe(200);
    const saved = await cardOf("/", "home");
    await saveSite((config) => {
      config.site = { ...config.site, author: "Someone Else" };
    });
    expect(await cardOf("/", "home")).not.toBe(saved);
    const body = await multipartFile(backup.rawPayload, "site.tar.gz", "application/gzip", cookie);
    const restored = await t.app.inject({
      method: "POST",
      url: "/api/admin/restore?confirm=replace",
      ...body,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await cardOf("/", "home")).toBe(saved);
    expect((await t.app.inject({ url: saved })).statusCode).toBe(200);
  }, 60_000);

  it("answer 404 to unknown kinds and malformed names", async () => {
    for (const name of [
      "project-0123456789abcdef.png",
      "home.png",
      "home-XYZ.png",
      "home-0123456789abcdef.svg",
    ]) {
      expect((await t.app.inject({ url: `/cards/${name}` })).statusCode, name).toBe(404);
    }
  });
});
