import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.ts";

const page = `<!doctype html><p>${"Portfolio – café ✓ ".repeat(400)}</p>`;

async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("the condition did not become true in time");
}

describe("PageCache bytes", () => {
  it("keeps the page as UTF-8 bytes, Brotli and gzip, with one ETag, at the best settings once ready", async () => {
    const cache = new PageCache();
    cache.set("/", page, cache.generation);
    const first = await cache.prepared("/");
    if (!first) throw new Error("nothing cached");
    expect(first.encoded.identity.equals(Buffer.from(page, "utf8"))).toBe(true);
    expect(brotliDecompressSync(first.encoded.br).equals(first.encoded.identity)).toBe(true);
    expect(gunzipSync(first.encoded.gzip).equals(first.encoded.identity)).toBe(true);
    expect(first.contentType).toBe("text/html; charset=utf-8");
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);

    await eventually(async () => (await cache.prepared("/")) !== first);
    const best = await cache.prepared("/");
    expect(best?.etag).toBe(first.etag);
    expect(brotliDecompressSync(best?.encoded.br ?? Buffer.alloc(0)).toString()).toBe(page);
  });

  it("compresses a text stored twice only once", async () => {
    const cache = new PageCache();
    cache.set("/", page, cache.generation);
    const first = cache.prepared("/");
    cache.set("/", page, cache.generation);
    expect(cache.prepared("/")).toBe(first);
    cache.set("/", `${page} `, cache.generation);
    expect(cache.prepared("/")).not.toBe(first);
  });

  it("never brings an answer back after an invalidation, even while it is being compressed", async () => {
    const cache = new PageCache();
    cache.set("/api/projects", '{"items":[]}', cache.generation, {
      contentType: "application/json; charset=utf-8",
    });
    cache.set("/", page, cache.generation);
    cache.invalidate();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cache.prepared("/")).toBeUndefined();
    expect(cache.prepared("/api/projects")).toBeUndefined();
  });

  it("keeps a small answer plain only", async () => {
    const cache = new PageCache();
    cache.set("/api/projects", '{"items":[]}', cache.generation, {
      contentType: "application/json; charset=utf-8",
    });
    const small = await cache.prepared("/api/projects");
    expect(small?.encoded.br).toBe(small?.encoded.identity);
    expect(small?.contentType).toBe("application/json; charset=utf-8");
  });
});
