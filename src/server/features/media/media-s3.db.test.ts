import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartFile } from "#server/features/backup/backup-test-helpers.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp } from "#test/owner-app.ts";
import { type S3TestServer, startS3Server } from "#test/s3-server.ts";
import { storeReachable } from "./media-store.ts";

let s3: S3TestServer;
let t: TestApp;
let cookie: string;

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
/** The bytes s3rver keeps for an object (what the bucket really holds, not what it answers). */
const stored = (name: string) =>
  readFileSync(join(s3.directory, s3.bucket, "site", `${name}._S3rver_object`));
const objectNames = () =>
  readdirSync(join(s3.directory, s3.bucket, "site"))
    .filter((file) => file.endsWith("._S3rver_object"))
    .map((file) => file.slice(0, -"._S3rver_object".length));
const localFiles = () => readdirSync(join(t.config.dataDir, "media")).filter((name) => !name.startsWith("."));

const upload = async (bytes: Uint8Array, name: string, type: string) =>
  t.app.inject({ method: "POST", url: "/api/media", ...(await multipartFile(bytes, name, type, cookie)) });

/** An MP4 header and noise: stored as it is, so the bytes in the bucket must equal these. */
const mp4 = (bytes: number) =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom\0\0\0\0isommp41"),
    Buffer.from(Array.from({ length: bytes }, (_, i) => (i * 7919) % 251)),
  ]);

beforeAll(async () => {
  s3 = await startS3Server();
  ({ t, cookie } = await buildOwnerApp(s3.env("site")));
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

describe("media in an S3-compatible bucket (MEDIA_STORE=s3://…)", () => {
  it("keeps an image's variants in the bucket and serves them at the same URLs with the same headers", async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#c0ffee" } })
      .jpeg()
      .toBuffer();
    const response = await upload(jpeg, "photo.jpg", "image/jpeg");
    expect(response.statusCode, response.body).toBe(201);
    const media = response.json();
    expect(media.url).toMatch(/^\/media\/[0-9a-f]{24}-1200\.webp$/);
    const id = media.url.slice("/media/".length, "/media/".length + 24);
    expect(
      objectNames()
        .filter((name) => name.startsWith(id))
        .sort(),
    ).toEqual([`${id}-1200.webp`, `${id}-480.webp`, `${id}-960.webp`].sort());
    expect(localFiles()).toEqual([]);
    expect(readdirSync(join(t.config.dataDir, "media", ".incoming"))).toEqual([]);

    const served = await t.app.inject({ url: media.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["cross-origin-resource-policy"]).toBe("same-site");
    expect(served.headers.etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(served.headers["last-modified"]).toBeTruthy();
    expect(Number(served.headers["content-length"])).toBe(served.rawPayload.length);
    expect(sha256(served.rawPayload)).toBe(sha256(stored(`${id}-1200.webp`)));
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 1200 });
  });

  it("stores a video byte for byte (no checksum framing in the object) and answers ranges, 304 and 404", async () => {
    const bytes = mp4(300_000);
    const media = (await upload(bytes, "clip.mp4", "video/mp4")).json();
    const name = media.url.slice("/media/".length);
    expect(sha256(stored(name))).toBe(sha256(bytes));
    expect(stored(name).length).toBe(bytes.length);

    const served = await t.app.inject({ url: media.url });
    expect(served.headers["content-type"]).toBe("video/mp4");
    expect(served.headers["accept-ranges"]).toBe("bytes");
    expect(sha256(served.rawPayload)).toBe(sha256(bytes));

    const head = await t.app.inject({ method: "HEAD", url: media.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe(String(bytes.length));
    expect(head.headers.etag).toBe(served.headers.etag);
    expect(head.rawPayload.length).toBe(0);

    const etag = String(served.headers.etag);
    const again = await t.app.inject({ url: media.url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const since = String(served.headers["last-modified"]);
    expect((await t.app.inject({ url: media.url, headers: { "if-modified-since": since } })).statusCode).toBe(
      304,
    );
    expect((await t.app.inject({ url: media.url, headers: { "if-none-match": 'W/"1-2"' } })).statusCode).toBe(
      200,
    );

    const part = await t.app.inject({ url: media.url, headers: { range: "bytes=100-199" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload).toEqual(bytes.subarray(100, 200));
    const sameVersion = await t.app.inject({
      url: media.url,
      headers: { range: "bytes=0-9", "if-range": etag },
    });
    expect(sameVersion.statusCode).toBe(206);
    const otherVersion = await t.app.inject({
      url: media.url,
      headers: { range: "bytes=0-9", "if-range": 'W/"1-2"' },
    });
    expect(otherVersion.statusCode).toBe(200);
    expect(otherVersion.rawPayload.length).toBe(bytes.length);
    const past = await t.app.inject({ url: media.url, headers: { range: `bytes=${bytes.length + 10}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${bytes.length}`);

    expect((await t.app.inject({ url: "/media/0123456789abcdef01234567.mp4" })).statusCode).toBe(404);
    const missingHead = await t.app.inject({ method: "HEAD", url: "/media/0123456789abcdef01234567.mp4" });
    expect(missingHead.statusCode).toBe(404);
    expect((await t.app.inject({ url: "/media/.incoming/x.part" })).statusCode).toBe(404);
    expect((await t.app.inject({ url: "/media/..%2Ffolio.db" })).statusCode).toBe(404);
  });

  it("refuses what it refuses on disk, and puts nothing in the bucket", async () => {
    const before = objectNames();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg, "logo.png", "image/png")).statusCode).toBe(415);
    expect(objectNames()).toEqual(before);
  });

  it("is served the same by another instance with its own disk (no sticky sessions)", async () => {
    const bytes = mp4(5000);
    const media = (await upload(bytes, "b.mp4", "video/mp4")).json();
    const other = await buildTestApp(s3.env("site"));
    try {
      const served = await other.app.inject({ url: media.url });
      expect(served.statusCode).toBe(200);
      expect(sha256(served.rawPayload)).toBe(sha256(bytes));
      const first = await t.app.inject({ url: media.url });
      expect(served.headers.etag).toBe(first.headers.etag);
    } finally {
      await other.close();
    }
  });

  it("keeps the uploaded résumé in the bucket, and deletes its object when replaced or removed", async () => {
    const pdf = (words: string) =>
      Buffer.from(`%PDF-1.4\n% ${words}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
    const send = async (bytes: Buffer) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/resume/upload",
        ...(await multipartFile(bytes, "cv.pdf", "application/pdf", cookie)),
      });
    const pdfs = () => objectNames().filter((name) => name.endsWith(".pdf"));
    expect((await send(pdf("first"))).statusCode).toBe(200);
    expect(pdfs()).toHaveLength(1);
    const first = pdfs()[0];
    expect((await t.app.inject({ url: "/resume.pdf" })).rawPayload).toEqual(pdf("first"));
    expect((await send(pdf("second"))).statusCode).toBe(200);
    expect(pdfs()).toHaveLength(1);
    expect(pdfs()[0]).not.toBe(first);
    expect(stored(pdfs()[0] as string)).toEqual(pdf("second"));
    expect((await t.app.inject({ url: "/resume.pdf" })).rawPayload).toEqual(pdf("second"));
    const removed = await t.app.inject({
      method: "DELETE",
      url: "/api/admin/resume/upload",
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(pdfs()).toEqual([]);
    expect(localFiles()).toEqual([]);
  });

  it("tells whether the bucket is reachable", async () => {
    expect(await storeReachable(t.app.services.media.store)).toBe(true);
    const lines: string[] = [];
    const gone = await buildTestApp(
      { ...s3.env(), MEDIA_STORE: "s3://no-such-bucket", LOG_LEVEL: "warn" },
      { logStream: { write: (line: string) => lines.push(line) } },
    );
    try {
      expect(await storeReachable(gone.app.services.media.store)).toBe(false);
      await expect.poll(() => lines.join("")).toContain("the media bucket does not answer");
      expect(lines.join("")).toContain("s3://no-such-bucket/");
    } finally {
      await gone.close();
    }
  });
});
