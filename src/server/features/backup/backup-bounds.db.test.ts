import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream, existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { unpackArchive } from "./backup-archive.ts";
import type { BackupManifest } from "./backup-manifest.ts";
import { verifyBackup } from "./backup-restore.ts";
import { contentsOf, fillSite, multipartFile } from "./backup-test-helpers.ts";

/** A gzip'd tar whose manifest says one thing and whose entries hold another. */
async function craftArchive(path: string, manifest: BackupManifest, entries: [string, Buffer][]) {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(path));
  pack.entry({ name: "manifest.json" }, JSON.stringify(manifest));
  for (const [name, body] of entries) pack.entry({ name }, body);
  pack.finalize();
  await written;
}

const mib = 1024 * 1024;

/** Issue 28 point 2: a restore cannot fill the disk. */
describe("restore bounds", () => {
  let t: TestApp;
  let cookie: string;
  let dir: string;
  let manifest: BackupManifest;
  let bomb: string;
  let good: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "folio-bounds-"));
    t = await buildTestApp({ RESTORE_MAX_MB: "64", BACKUP_DIR: join(dir, "backups") });
    ({ cookie } = await signInAsOwner(t));
    await fillSite(t, cookie);
    const backup = await t.app.services.backup.backup("manual");
    good = backup.path;
    manifest = backup.manifest;
    // The outside test's file: a media entry the manifest says is 10 bytes, holding 16 MiB of zeros.
    const zeros = Buffer.alloc(16 * mib);
    bomb = join(dir, "bomb.tar.gz");
    await craftArchive(
      bomb,
      {
        ...manifest,
        tables: {},
        media: { "tiny.png": { bytes: 10, sha256: createHash("sha256").update("0123456789").digest("hex") } },
      },
      [["media/tiny.png", zeros]],
    );
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("refuses an entry larger than its manifest says before writing a byte of it", async () => {
    const staging = join(dir, "staging");
    await expect(unpackArchive(bomb, staging)).rejects.toThrow(/media\/tiny\.png does not match/);
    expect(existsSync(join(staging, "media", "tiny.png"))).toBe(false);
  });

  it("refuses the same file uploaded to the admin's restore, leaving DATA_DIR as it was", async () => {
    const before = await contentsOf(t.testDatabase);
    const upload = await multipartFile(readFileSync(bomb), "bomb.tar.gz", "application/gzip", cookie);
    const answer = await t.app.inject({
      method: "POST",
      url: "/api/admin/restore?confirm=replace",
      headers: { ...upload.headers, origin: t.config.publicUrl },
      payload: upload.payload,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toMatch(/damaged/);
    expect(readdirSync(t.config.dataDir).filter((name) => name.startsWith(".restore-"))).toEqual([]);
    expect(await contentsOf(t.testDatabase)).toEqual(before);
  });

  it("caps the total by the manifest and RESTORE_MAX_MB, and checks the free disk first", async () => {
    const big = join(dir, "big.tar.gz");
    await craftArchive(
      big,
      { ...manifest, media: { "huge.bin": { bytes: 65 * mib, sha256: "0".repeat(64) } } },
      [],
    );
    const restoring = t.app.services.backup.restore({ file: big, replace: true, safetyBackup: false });
    await expect(restoring).rejects.toThrow(/more than this Folio restores \(RESTORE_MAX_MB is 64\)/);

    const disk = join(dir, "disk.tar.gz");
    await craftArchive(
      disk,
      { ...manifest, media: { "huge.bin": { bytes: 2 ** 52, sha256: "0".repeat(64) } } },
      [],
    );
    const unbounded = unpackArchive(disk, join(dir, "disk-staging"), { maxBytes: Number.MAX_SAFE_INTEGER });
    await expect(unbounded).rejects.toThrow(/Not enough free disk space to restore/);
  });

  it("verifies a backup completely without restoring it (npm run backup -- --verify FILE)", async () => {
    const checked = await verifyBackup(good, { maxBytes: 64 * mib });
    expect(checked.tables).toEqual(manifest.tables);
    await expect(verifyBackup(bomb, { maxBytes: 64 * mib })).rejects.toThrow(/damaged/);

    const env = { ...process.env, DATA_DIR: join(dir, "no-site"), LOG_LEVEL: "silent", DATABASE_URL: "" };
    const cli = (file: string) =>
      spawnSync("npx", ["tsx", "scripts/backup.ts", "--verify", file], { env, encoding: "utf8" });
    const ok = cli(good);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/Backup verified/);
    const bad = cli(bomb);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/Backup NOT valid: The backup is damaged/);
    expect(existsSync(join(dir, "no-site"))).toBe(false);
  });

  it("bounds project and section imports too: a file over the limit is refused and nothing is written", async () => {
    const many = JSON.stringify(
      Array.from({ length: 60_000 }, (_, i) => ({ title: `P${i}`, description: "x".repeat(80) })),
    );
    const projects = await t.app.inject({
      method: "POST",
      url: "/api/projects/import",
      headers: { cookie, origin: t.config.publicUrl, "content-type": "application/json" },
      payload: many,
    });
    expect(projects.statusCode).toBe(413);
    const sections = await t.app.inject({
      method: "POST",
      url: "/api/sections/import",
      headers: { cookie, origin: t.config.publicUrl, "content-type": "application/json" },
      payload: JSON.stringify({ sections: [{ padding: "y".repeat(3 * mib) }] }),
    });
    expect(sections.statusCode).toBe(413);
    const titles = await t.app.db.selectFrom("project").select("title").where("title", "=", "P1").execute();
    expect(titles).toEqual([]);
  });
});
