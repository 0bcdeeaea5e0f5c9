import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp } from "#test/owner-app.ts";

let t: TestApp;
let cookie: string;

/** A real multipart body, as a browser would send it. */
async function multipart(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request("http://folio.test/api/media", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "", cookie },
  };
}

async function upload(bytes: Uint8Array, name: string, type: string) {
  return t.app.inject({ method: "POST", url: "/api/media", ...(await multipart(bytes, name, type)) });
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#08afff" } })
    .jpeg()
    .toBuffer();

const mediaFiles = () => readdirSync(join(t.config.dataDir, "media")).filter((name) => !name.startsWith("."));

beforeAll(async () => {
  ({ t, cookie } = await buildOwnerApp());
});
afterAll(() => t.close());

describe("POST /api/media", () => {
  it("answers 401 without an owner session", async () => {
    const body = await multipart(await jpeg(10, 10), "a.jpg", "image/jpeg");
    const response = await t.app.inject({
      method: "POST",
      url: "/api/media",
      payload: body.payload,
      headers: { "content-type": body.headers["content-type"] },
    });
    expect(response.statusCode).toBe(401);
  });

  it("stores an image by its content, with WebP variants and dimensions, served immutable and nosniff", async () => {
    const response = await upload(await jpeg(2000, 1000), "holiday.txt", "text/plain");
    expect(response.statusCode, response.body).toBe(201);
    const media = response.json();
    expect(media).toMatchObject({ kind: "image", mimeType: "image/jpeg", width: 2000, height: 1000 });
    expect(media.url).toMatch(/^\/media\/[0-9a-f]{24}-1600\.webp$/);
    expect(media.srcset).toMatch(/-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w$/);
    expect(mediaFiles().some((name) => name.includes("holiday"))).toBe(false);

    const served = await t.app.inject({ url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const variant = await sharp(served.rawPayload).metadata();
    expect(variant).toMatchObject({ format: "webp", width: 1600, height: 800 });

    const project = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: { title: "With media", description: "d", category: "Other", image: media.url },
    });
    expect(project.json().imageAsset).toEqual({ width: 2000, height: 1000, srcset: media.srcset });
  });

  it("never enlarges a small image", async () => {
    const media = (await upload(await jpeg(300, 200), "small.jpg", "image/jpeg")).json();
    expect(media.srcset).toBe(`${media.url} 300w`);
  });

  it("stores MP4 and WebM videos decided from their bytes", async () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypisom\0\0\0\0isommp41"),
      Buffer.alloc(2000),
    ]);
    const response = await upload(mp4, "clip.gif", "image/gif");
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      kind: "video",
      mimeType: "video/mp4",
      width: null,
      srcset: null,
    });
    const served = await t.app.inject({ url: response.json().url });
    expect(served.headers["content-type"]).toBe("video/mp4");
    const webm = Buffer.concat([
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01]),
      Buffer.from([0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84]),
      Buffer.from("webm"),
      Buffer.alloc(500),
    ]);
    expect((await upload(webm, "clip.webm", "video/webm")).json().mimeType).toBe("video/webm");
  });

  it("refuses SVG, HTML and renamed files (415), oversize images (413), and stores nothing", async () => {
    const before = mediaFiles();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    for (const [bytes, name, type] of [
      [svg, "logo.svg", "image/svg+xml"],
      [svg, "logo.png", "image/png"],
      [html, "photo.jpg", "image/jpeg"],
      [Buffer.from("MZ\x90\0 not a picture at all, just bytes".repeat(4)), "setup.webp", "image/webp"],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(200)]), "broken.jpg", "image/jpeg"],
    ] as const) {
      const response = await upload(bytes, name, type);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().error.code).toBe("unsupported_media_type");
    }
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(10 * 1024 * 1024 + 1),
    ]);
    const tooLarge = await upload(big, "huge.png", "image/png");
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe("Images must be at most 10 MB");
    expect(mediaFiles()).toEqual(before);
    expect(readdirSync(join(t.config.dataDir, "media", ".incoming"))).toEqual([]);
    // Uploads in progress are never served.
    writeFileSync(join(t.config.dataDir, "media", ".incoming", "abc.part"), svg);
    expect((await t.app.inject({ url: "/media/.incoming/abc.part" })).statusCode).not.toBe(200);
  });

  it("refuses a video over 100 MB (413) and keeps nothing of it", async () => {
    const before = mediaFiles();
    const header = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypisom\0\0\0\0isommp41")]);
    const huge = Buffer.concat([header, Buffer.alloc(100 * 1024 * 1024)]);
    const response = await upload(huge, "long.mp4", "video/mp4");
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe("Videos must be at most 100 MB");
    expect(mediaFiles()).toEqual(before);
  });

  it("refuses a request that is not multipart or carries no file", async () => {
    const json = await t.app.inject({
      method: "POST",
      url: "/api/media",
      headers: { cookie },
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    const form = new FormData();
    form.append("note", "no file here");
    const request = new Request("http://folio.test/api/media", { method: "POST", body: form });
    const empty = await t.app.inject({
      method: "POST",
      url: "/api/media",
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { "content-type": request.headers.get("content-type") ?? "", cookie },
    });
    expect(empty.statusCode).toBe(400);
  });
});
