import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { leftoverSweep, sweepLeftovers } from "./leftovers.ts";

/** What a kill -9 leaves: a restore's staging with tables in it, a backup's, an upload, a half-made image. */
function leaveLeftovers(dataDir: string, backupDir: string): string[] {
  const paths = [
    join(dataDir, ".restore-a1b2c3"),
    join(backupDir, ".staging-d4e5f6"),
    join(backupDir, ".upload-0123456789abcdef"),
    join(backupDir, "folio-backup-20260101-030000-download.tar.gz"),
    join(dataDir, "media", ".incoming", "abc.part"),
    join(dataDir, "media", ".incoming", "abc-640.webp"),
  ];
  mkdirSync(join(paths[0] ?? "", "tables"), { recursive: true });
  writeFileSync(join(paths[0] ?? "", "tables", "auth_account.ndjson"), '{"password":"$argon2id$..."}\n');
  mkdirSync(paths[1] ?? "", { recursive: true });
  mkdirSync(join(dataDir, "media", ".incoming"), { recursive: true });
  for (const file of paths.slice(2)) writeFileSync(file, "partial");
  return paths;
}

/** Issue 28 point 3: no leftovers after a crash. */
describe("temporary files left by a crash", () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it("are removed when Folio starts, and a real backup or media file is kept", async () => {
    const backupDir = mkdtempSync(join(tmpdir(), "folio-leftover-backups-"));
    const first = await buildTestApp({ BACKUP_DIR: backupDir });
    apps.push(first);
    const dataDir = first.config.dataDir;
    await first.app.close();
    // The process is gone (as after kill -9) and left its work in progress behind.
    const paths = leaveLeftovers(dataDir, backupDir);
    const kept = join(backupDir, "folio-backup-20260101-030000-nightly.tar.gz");
    writeFileSync(kept, "a whole backup");
    writeFileSync(join(dataDir, "media", "kept.webp"), "a stored image");
    apps.push(await buildTestApp({ BACKUP_DIR: backupDir, DATA_DIR: dataDir }));
    for (const path of paths) expect(existsSync(path), path).toBe(false);
    expect(existsSync(kept)).toBe(true);
    expect(existsSync(join(dataDir, "media", "kept.webp"))).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.startsWith(".restore-"))).toEqual([]);
    rmSync(backupDir, { recursive: true, force: true });
  });

  it("are swept while running once untouched for an hour; work in progress is left alone", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "folio-leftover-data-"));
    const backupDir = mkdtempSync(join(tmpdir(), "folio-leftover-backups-"));
    const paths = leaveLeftovers(dataDir, backupDir);
    const hourAgo = new Date(Date.now() - leftoverSweep.olderThanMs - 60_000);
    const [staleRestore, fresh] = [paths[0] ?? "", paths[1] ?? ""];
    for (const path of [
      staleRestore,
      join(staleRestore, "tables"),
      join(staleRestore, "tables", "auth_account.ndjson"),
    ])
      utimesSync(path, hourAgo, hourAgo);
    const removed = await sweepLeftovers(dataDir, backupDir, leftoverSweep.olderThanMs);
    expect(removed).toEqual([staleRestore]);
    expect(existsSync(fresh)).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
  });
});
