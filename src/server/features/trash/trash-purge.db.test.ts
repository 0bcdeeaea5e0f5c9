import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createBackupService } from "#server/features/backup/backup.service.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "#test/test-database.ts";
import { trashInDays, trashRequests } from "./trash-test-helpers.ts";

/** Decision 142: the daily job removes what has been in the Trash for 30 days; backups keep the Trash. */
describe(`The Trash's purge and backups on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));
  const targets: TestDatabase[] = [];
  afterAll(async () => {
    for (const target of targets) await target.drop();
  });
  const trashIn = (days: number) => trashInDays(t, days);

  it("removes for good, with their media, only what has been in the Trash for 30 days", async () => {
    const { send, projectWithGallery, trashList } = trashRequests(t, () => cookie);
    const project = await projectWithGallery("thirty-days");
    expect((await send("DELETE", `/api/projects/${project.id}?trash=true`)).statusCode).toBe(204);
    expect((await send("DELETE", "/api/sections/contact")).statusCode).toBe(204);

    expect((await trashIn(29).list()).map((item) => item.daysLeft)).toEqual([1, 1]);
    expect(await trashIn(29).purgeExpired()).toEqual({ removed: 0 });
    expect((await trashList()).length).toBe(2);

    expect(await trashIn(30).purgeExpired()).toEqual({ removed: 2 });
    expect(await trashList()).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: project.image ?? "" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: project.gallery[0]?.src ?? "" })).statusCode).toBe(404);
    const free = await send("POST", "/api/projects", {
      title: "Thirty days later",
      slug: "thirty-days",
      description: "d",
      category: "Web Development",
    });
    expect(free.statusCode, free.body).toBe(201);
  });

  it("a backup holds the Trash: the restored project is still in it, with its address and gallery, and a removed entry", async () => {
    const { send, projectWithGallery } = trashRequests(t, () => cookie);
    const project = await projectWithGallery("kept-in-backups");
    await send("DELETE", `/api/projects/${project.id}?trash=true`);
    const services = (await send("GET", "/api/sections/services")).json().content.services as unknown[];
    await send("PATCH", "/api/sections/services", { content: { services: services.slice(1) } });
    const before = (await t.app.services.trash.list()).filter((item) => item.kind === "project");
    const backupDir = await mkdtemp(join(tmpdir(), "folio-trash-backup-"));
    try {
      const source = createBackupService({
        config: { dataDir: t.testDatabase.dataDir, backup: { dir: backupDir, keep: 7, hour: 3 } },
        database: t.testDatabase.database,
      });
      const { path } = await source.backup("manual");
      const target = await createTestDatabase(testDialect);
      targets.push(target);
      await createBackupService({
        config: { dataDir: target.dataDir, backup: { dir: backupDir, keep: 7, hour: 3 } },
        database: target.database,
      }).restore({ file: path, replace: false, safetyBackup: false });
      const row = await target.database.db
        .selectFrom("project")
        .select(["slug", "gallery", "deleted_at", "deleted_by_name"])
        .where("id", "=", project.id)
        .executeTakeFirstOrThrow();
      const [item] = before;
      expect(row).toEqual({
        slug: "kept-in-backups",
        gallery: JSON.stringify(project.gallery),
        deleted_at: item?.deletedAt,
        deleted_by_name: item?.deletedBy?.name,
      });
      const entry = await target.database.db.selectFrom("trash_entry").selectAll().executeTakeFirstOrThrow();
      expect([entry.section_id, entry.position, JSON.parse(entry.entry)]).toEqual([
        "services",
        0,
        services[0],
      ]);
    } finally {
      await rm(backupDir, { recursive: true, force: true });
    }
  });
});
