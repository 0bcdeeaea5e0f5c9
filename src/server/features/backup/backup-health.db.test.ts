import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { addSignedInUser, signInAsOwner } from "#test/owner-session.ts";
import { createBackupService } from "./backup.service.ts";

/** Issue 28 point 7: backups that warn, on the Overview and in the log. */
describe("backup warnings", () => {
  let t: TestApp;
  let owner: string;
  let editor: string;
  let backupDir: string;
  const lines: string[] = [];
  const warning = async (cookie = owner) =>
    (await t.app.inject({ method: "GET", url: "/api/admin/overview", headers: { cookie } })).json()
      .backupWarning;

  beforeAll(async () => {
    backupDir = mkdtempSync(join(tmpdir(), "folio-health-"));
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({ BACKUP_DIR: backupDir, LOG_LEVEL: "warn" }, { logStream });
    ({ cookie: owner } = await signInAsOwner(t));
    ({ cookie: editor } = await addSignedInUser(t, {
      name: "Ed",
      email: "ed@folio.test",
      password: "a-long-ed-password",
      role: "editor",
    }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(backupDir, { recursive: true, force: true });
  });

  it("warns the owner, and the log, while there is no backup at all", async () => {
    expect(await warning()).toMatch(/No backup has been taken yet/);
    expect(await warning(editor)).toBeNull();
    expect(lines.join("")).toMatch(/backups need attention/);
  });

  it("is quiet with a fresh backup, and warns once the newest is older than 48 hours", async () => {
    const backup = await t.app.services.backup.backup("manual");
    expect(await warning()).toBeNull();
    const old = new Date(Date.now() - 3 * 24 * 3_600_000);
    utimesSync(backup.path, old, old);
    expect(await warning()).toMatch(/The newest backup is 3 days old/);
    // A download's copy is no backup kept on the machine.
    writeFileSync(join(backupDir, "folio-backup-20990101-000000-download.tar.gz"), "x");
    expect(await warning()).toMatch(/3 days old/);
  });

  it("warns when the last nightly backup failed, until one succeeds", async () => {
    const blocked = join(backupDir, "not-a-directory");
    writeFileSync(blocked, "a file where the backup folder should be");
    const failing = createBackupService({
      config: { dataDir: t.config.dataDir, backup: { dir: join(blocked, "inside"), keep: 7, hour: 3 } },
      database: { db: t.app.db, dialect: t.app.dialect },
    });
    await expect(failing.nightly()).rejects.toThrow();
    expect(await warning()).toMatch(/The last nightly backup failed/);
    await t.app.services.backup.nightly();
    expect(await warning()).toBeNull();
  });
});
