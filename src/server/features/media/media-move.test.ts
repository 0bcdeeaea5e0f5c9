import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { type S3TestServer, startS3Server } from "#test/s3-server.ts";
import { moveFromCli } from "./media-move-cli.ts";
import { createMediaStore } from "./media-store.ts";

let s3: S3TestServer;
const dirs: string[] = [];
const files: Record<string, Buffer> = {
  "aaaaaaaaaaaaaaaaaaaaaaaa-480.webp": randomBytes(20_000),
  "aaaaaaaaaaaaaaaaaaaaaaaa-960.webp": randomBytes(70_000),
  "bbbbbbbbbbbbbbbbbbbbbbbb.mp4": randomBytes(1_500_000),
  "cccccccccccccccccccccccc.pdf": Buffer.from("%PDF-1.4\n%%EOF\n"),
};

function dataDir(withFiles: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), "folio-move-"));
  dirs.push(dir);
  mkdirSync(join(dir, "media", ".incoming"), { recursive: true });
  if (withFiles)
    for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, "media", name), bytes);
  return dir;
}

/** A file's SHA-256 (comparing megabytes with toEqual is slow). */
const digest = (bytes: Uint8Array | undefined) =>
  createHash("sha256")
    .update(bytes ?? Buffer.alloc(0))
    .digest("hex");

async function run(args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const code = await moveFromCli(args, env, (line) => lines.push(line));
  return { code, out: lines.join("\n") };
}

const bucketOf = (env: Record<string, string>, dir: string) =>
  createMediaStore(loadConfig({ ...env, DATA_DIR: dir }));

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("npm run media:move", () => {
  it("copies the local media into the bucket, checked, and copies nothing twice when run again", async () => {
    const dir = dataDir(true);
    const env = { ...s3.env("moved"), DATA_DIR: dir };
    const first = await run(["--to", "s3"], env);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain("4 copied and checked, 0 already there, into s3://folio-media/moved/");
    expect(first.out).toContain("the originals are kept");
    const bucket = bucketOf(env, dir);
    for (const [name, bytes] of Object.entries(files))
      expect(digest(await bucket.read(name))).toBe(digest(bytes));
    expect(readdirSync(join(dir, "media")).sort()).toEqual([".incoming", ...Object.keys(files)].sort());

    const again = await run(["--to", "s3"], env);
    expect(again.out).toContain("0 copied and checked, 4 already there");

    // A damaged copy in the bucket (same size, other bytes) is copied again.
    const damaged = join(dir, "damaged");
    writeFileSync(damaged, randomBytes(20_000));
    await bucket.put("aaaaaaaaaaaaaaaaaaaaaaaa-480.webp", damaged, "copy");
    const repaired = await run(["--to", "s3"], env);
    expect(repaired.out).toContain("1 copied and checked, 3 already there");
    expect(await bucket.read("aaaaaaaaaaaaaaaaaaaaaaaa-480.webp")).toEqual(
      files["aaaaaaaaaaaaaaaaaaaaaaaa-480.webp"],
    );
    expect(readdirSync(join(dir, "media", ".incoming"))).toEqual([]);
  });

  it("copies the bucket back to the local disk, removing each object once its copy is checked", async () => {
    const dir = dataDir(false);
    const env = { ...s3.env("moved"), DATA_DIR: dir };
    const back = await run(["--to", "local", "--delete-source"], env);
    expect(back.code, back.out).toBe(0);
    expect(back.out).toContain("4 copied and checked, 0 already there");
    expect(back.out).toContain("4 removed from s3://folio-media/moved/");
    for (const [name, bytes] of Object.entries(files))
      expect(digest(readFileSync(join(dir, "media", name)))).toBe(digest(bytes));
    expect(await bucketOf(env, dir).list()).toEqual([]);
  });

  it("says how to use it, and needs the bucket configured", async () => {
    const dir = dataDir(true);
    expect((await run([], { DATA_DIR: dir })).out).toBe(
      "Usage: npm run media:move -- --to s3|local [--delete-source]",
    );
    expect((await run(["--to", "ftp"], { DATA_DIR: dir })).code).toBe(1);
    const local = await run(["--to", "s3"], { DATA_DIR: dir });
    expect(local.code).toBe(1);
    expect(local.out).toContain("Set MEDIA_STORE=s3://BUCKET[/prefix]");
    const wrong = await run(["--to", "s3"], { DATA_DIR: dir, MEDIA_STORE: "s3://Not_A_Bucket" });
    expect(wrong.out).toContain("MEDIA_STORE must be local, s3://BUCKET or s3://BUCKET/prefix");
  });
});
