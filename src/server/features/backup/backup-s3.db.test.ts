import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { createMediaStore, type MediaStore } from "#server/features/media/media-store.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { type S3TestServer, startS3Server } from "#test/s3-server.ts";
import { createTestDatabase, type TestDatabase } from "#test/test-database.ts";
import { createBackupService } from "./backup.service.ts";
import type { BackupManifest } from "./backup-manifest.ts";
import { fillSite, mediaNames, rewriteTable } from "./backup-test-helpers.ts";

let s3: S3TestServer;
let t: TestApp;
let backupDir: string;
let backupFile: string;
let manifest: BackupManifest;
const targets: TestDatabase[] = [];

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const bucketConfig = (prefix: string, dataDir: string) =>
  loadConfig({ ...s3.env(prefix), DATA_DIR: dataDir });

/** A backup service on a fresh, empty database whose media go to the bucket under `prefix` (or the disk). */
async function emptyTarget(prefix?: string) {
  const target = await createTestDatabase();
  targets.push(target);
  const config = prefix ? bucketConfig(prefix, target.dataDir) : loadConfig({ DATA_DIR: target.dataDir });
  const store = createMediaStore(config);
  const service = createBackupService({
    config: { ...config, backup: { dir: backupDir, keep: 7, hour: 3 } },
    database: target.database,
  });
  return { target, store, service };
}

async function contents(store: MediaStore): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const { name } of await store.list()) found[name] = sha256(await store.read(name));
  return found;
}

beforeAll(async () => {
  s3 = await startS3Server();
  backupDir = await mkdtemp(join(tmpdir(), "folio-backups-"));
  t = await buildTestApp(s3.env("site"));
  const { cookie } = await signInAsOwner(t);
  await fillSite(t, cookie);
  await t.app.services.analytics.flush();
  ({ path: backupFile, manifest } = await t.app.services.backup.backup("manual"));
});
afterAll(async () => {
  for (const target of targets) await target.drop();
  await t?.close();
  await s3?.stop();
  await rm(backupDir, { recursive: true, force: true });
});

describe("backups with media in a bucket", () => {
  it("hold every object of the bucket, byte for byte", async () => {
    const inBucket = await contents(t.app.services.media.store);
    expect(Object.keys(inBucket).length).toBeGreaterThanOrEqual(2);
    expect(
      Object.fromEntries(Object.entries(manifest.media).map(([name, entry]) => [name, entry.sha256])),
    ).toEqual(inBucket);
    expect(mediaNames(t.config.dataDir)).toEqual([]);
  });

  it("restore into an empty database and an empty bucket, writing every object back", async () => {
    const { store, service, target } = await emptyTarget("restored");
    const result = await service.restore({ file: backupFile, replace: false, safetyBackup: false });
    expect(Object.keys(result.manifest.media).length).toBe(Object.keys(manifest.media).length);
    expect(await contents(store)).toEqual(await contents(t.app.services.media.store));
    expect(existsSync(join(target.dataDir, "media")) ? mediaNames(target.dataDir) : []).toEqual([]);

    // The site is there now: another restore without replacing it is refused, the bucket untouched.
    const again = await service
      .restore({ file: backupFile, replace: false, safetyBackup: false })
      .catch((e) => e);
    expect(String(again)).toContain("already holds a site");
  });

  it("change nothing in the bucket when the restore fails", async () => {
    const { store, service } = await emptyTarget("failed");
    const broken = await rewriteTable(backupFile, "project", (lines) =>
      lines.map((line) => JSON.stringify({ ...JSON.parse(line), not_a_column: 1 })),
    );
    const failure = await service
      .restore({ file: broken, replace: false, safetyBackup: false })
      .catch((e) => e);
    expect(String(failure)).toContain("project.not_a_column");
    expect(await store.list()).toEqual([]);
  });

  it("replace what the bucket held: objects the backup does not hold are removed", async () => {
    const { store, service } = await emptyTarget("replaced");
    const stray = join(backupDir, "stray");
    writeFileSync(stray, "an object of the replaced site");
    await store.put("ffffffffffffffffffffffff.pdf", stray, "copy");
    await service.restore({ file: backupFile, replace: true, safetyBackup: false });
    expect(Object.keys(await contents(store)).sort()).toEqual(Object.keys(manifest.media).sort());
  });

  it("restore to the local disk, and a local disk's backup restores into a bucket", async () => {
    const local = await emptyTarget();
    await local.service.restore({ file: backupFile, replace: false, safetyBackup: false });
    expect(mediaNames(local.target.dataDir)).toEqual(Object.keys(manifest.media).sort());
    for (const [name, entry] of Object.entries(manifest.media))
      expect(sha256(readFileSync(join(local.target.dataDir, "media", name)))).toBe(entry.sha256);

    const fromDisk = await local.service.backup("manual");
    const bucket = await emptyTarget("from-disk");
    await bucket.service.restore({ file: fromDisk.path, replace: false, safetyBackup: false });
    expect(await contents(bucket.store)).toEqual(
      Object.fromEntries(Object.entries(manifest.media).map(([name, entry]) => [name, entry.sha256])),
    );
  });
});
