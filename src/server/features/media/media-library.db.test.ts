import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaLibraryLimit } from "#shared/media/endpoints.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { insertMedia } from "./media.repository.ts";

let t: TestApp;
let cookie: string;
withOwnerApp((app) => ({ t, cookie } = app));

async function upload(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request("http://folio.test/api/media", { method: "POST", body: form });
  const response = await t.app.inject({
    method: "POST",
    url: "/api/media",
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "", cookie },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; url: string };
}

const png = (background: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background } })
    .png()
    .toBuffer();

describe("GET /api/media (the media library)", () => {
  it("answers 401 without a session", async () => {
    expect((await t.app.inject({ url: "/api/media" })).statusCode).toBe(401);
  });

  it("lists the uploads newest first, with what the upload answered; ?kind= narrows them", async () => {
    const empty = await t.app.inject({ url: "/api/media", headers: { cookie } });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ items: [], total: 0 });

    const first = await upload(await png("#ff7a59"), "first.png", "image/png");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await upload(await png("#20304a"), "second.png", "image/png");

    const listed = await t.app.inject({ url: "/api/media?kind=image", headers: { cookie } });
    expect(listed.statusCode).toBe(200);
    const { items } = listed.json() as { items: Record<string, unknown>[] };
    expect(items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(items[0]).toMatchObject({
      kind: "image",
      url: second.url,
      mimeType: "image/png",
      width: 640,
      height: 480,
      srcset: expect.stringMatching(/480w, .*640w$/),
      createdAt: expect.any(String),
    });
    const videos = await t.app.inject({ url: "/api/media?kind=video", headers: { cookie } });
    expect(videos.json()).toEqual({ items: [], total: 0 });
  });

  it("refuses an unknown kind with a clear message", async () => {
    const response = await t.app.inject({ url: "/api/media?kind=audio", headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain("Kind must be image or video");
  });

  it("says how many there are in all when it lists only the newest", async () => {
    const before = (await t.app.inject({ url: "/api/media?kind=image", headers: { cookie } })).json().total;
    const extra = mediaLibraryLimit + 5;
    for (let index = 0; index < extra; index++)
      await insertMedia(t.app.db, {
        id: `many-${index}`,
        kind: "image",
        mimeType: "image/webp",
        fileName: `many-${index}.webp`,
        url: `/media/many-${index}.webp`,
        size: 1000,
        width: 640,
        height: 480,
        variants: [],
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
      });
    const listed = (await t.app.inject({ url: "/api/media?kind=image", headers: { cookie } })).json();
    expect(listed.items).toHaveLength(mediaLibraryLimit);
    expect(listed.total).toBe(before + extra);
  });
});
