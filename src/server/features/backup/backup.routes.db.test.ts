import { readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { unpackArchive } from "./backup-archive.ts";
import { contentsOf, fillSite, multipartFile } from "./backup-test-helpers.ts";

let t: TestApp;
let cookie: string;
let backupDir: string;

const projectTitles = async () =>
  (await t.app.inject({ url: "/api/projects?all=true", headers: { cookie } }))
    .json()
    .items.map((p: { title: string }) => p.title);

function restore(bytes: Uint8Array, query = "?confirm=replace") {
  return multipartFile(bytes, "site.tar.gz", "application/gzip", cookie).then((body) =>
    t.app.inject({ method: "POST", url: `/api/admin/restore${query}`, ...body }),
  );
}

beforeAll(async () => {
  backupDir = await mkdtemp(join(tmpdir(), "folio-backups-"));
  t = await buildTestApp({ BACKUP_DIR: backupDir });
  ({ cookie } = await signInAsOwner(t));
  await fillSite(t, cookie);
});
afterAll(async () => {
  await t.close();
  await rm(backupDir, { recursive: true, force: true });
});

describe("the owner's backup routes", () => {
  it("answer 401 without an owner session", async () => {
    for (const request of [
      { method: "GET" as const, url: "/api/admin/backups" },
      { method: "GET" as const, url: "/api/admin/backup" },
      { method: "POST" as const, url: "/api/admin/restore?confirm=replace" },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode, request.url).toBe(401);
    }
    expect(readdirSync(backupDir)).toEqual([]);
  });

  it("downloads a whole backup and keeps no copy of it", async () => {
    const response = await t.app.inject({ url: "/api/admin/backup", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/gzip");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="folio-backup-\d{8}-\d{6}\.tar\.gz"$/,
    );
    const downloadDir = await mkdtemp(join(tmpdir(), "folio-download-"));
    const file = join(downloadDir, "site.tar.gz");
    writeFileSync(file, response.rawPayload);
    const manifest = await unpackArchive(file, join(downloadDir, "staged")).finally(() =>
      rm(downloadDir, { recursive: true, force: true }),
    );
    expect(manifest.tables.project?.rows).toBeGreaterThan(0);
    expect(manifest.tables.feedback_message?.rows).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await t.app.inject({ url: "/api/admin/backups", headers: { cookie } })).json().items).toEqual([]);
  });

  it("restores only when confirmed, and refuses a damaged file changing nothing", async () => {
    const before = await contentsOf(t.testDatabase);
    const unconfirmed = await restore(Buffer.from("whatever"), "");
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.message).toMatch(/Confirm the restore/);
    const damaged = await restore(Buffer.from("not a backup"));
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().error.message).toMatch(/damaged or is not a Folio backup/);
    expect(await contentsOf(t.testDatabase)).toEqual(before);
  });

  it("replaces the site with a downloaded backup after a safety backup, and signs everyone out", async () => {
    const download = await t.app.inject({ url: "/api/admin/backup", headers: { cookie } });
    const titlesThen = await projectTitles();
    const added = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: { cookie },
      payload: {
        title: "Made after the backup",
        description: "Gone after the restore.",
        category: "Web Development",
      },
    });
    expect(added.statusCode).toBe(201);

    const response = await restore(download.rawPayload);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.restored.rows).toBeGreaterThan(0);
    expect(answer.restored.mediaFiles).toBeGreaterThanOrEqual(2);
    expect(answer.safetyBackup).toMatch(/^folio-backup-\d{8}-\d{6}(-\d+)?-safety\.tar\.gz$/);
    expect(readdirSync(backupDir)).toEqual([answer.safetyBackup]);

    expect((await t.app.inject({ url: "/api/admin/backups", headers: { cookie } })).statusCode).toBe(401);
    ({ cookie } = await signInAsOwner(t));
    expect(await projectTitles()).toEqual(titlesThen);
    const listed = (await t.app.inject({ url: "/api/admin/backups", headers: { cookie } })).json();
    expect(listed.items.map((item: { kind: string }) => item.kind)).toEqual(["safety"]);
    const activity = (await t.app.inject({ url: "/api/admin/activity", headers: { cookie } })).json().items;
    expect(activity.map((entry: { summary: string }) => entry.summary)).toContain(
      "Restored the site from a backup",
    );
  });
});
