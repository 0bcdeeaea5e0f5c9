import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createBackupService } from "#server/features/backup/backup.service.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { withOwnerApp } from "#test/owner-app.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "#test/test-database.ts";
import { editWriteUp, longWriteUp } from "#test/write-up-edits.ts";
import { createHistoryService } from "./history.service.ts";

const dayMs = 86_400_000;
const now = new Date("2026-06-01T12:00:00.000Z");
const daysAgo = (days: number, minutes = 0) => new Date(now.getTime() - days * dayMs + minutes * 60_000);
/** A 20 KB write-up that each version changes a little (so most versions are deltas). */
const bodies = [longWriteUp(20_000)];
const contentOf = (n: number) => {
  while (bodies.length <= n) bodies.push(editWriteUp(bodies.at(-1) ?? "", bodies.length));
  return { title: `Version ${n}`, body: bodies[n] };
};

/** Issue 40: the retention policy thins old versions; backups carry them. */
describe(`History retention and backups on ${testDialect}`, () => {
  let t: TestApp;
  withOwnerApp((app) => ({ t } = app));
  const targets: TestDatabase[] = [];
  afterAll(async () => {
    for (const target of targets) await target.drop();
  });

  /** Records one version of a test item saved at `at`. */
  async function saveAt(itemId: string, at: Date, n: number): Promise<void> {
    const history = createHistoryService({ db: t.app.db, clock: () => at });
    await t.app.db.transaction().execute((trx) =>
      history.record(trx, {
        kind: "project",
        itemId,
        content: contentOf(n),
        by: { id: null, name: "Test" },
      }),
    );
  }

  it("keeps every version of 30 days, one a day for a year, the newest 50, and every kept one readable", async () => {
    let n = 0;
    // 10 versions older than a year, 3 a day on 10 days about 3 months ago, 40 in the last 20 days.
    for (let i = 0; i < 10; i += 1) await saveAt("thinned", daysAgo(400, i), ++n);
    for (let day = 100; day > 90; day -= 1)
      for (let i = 0; i < 3; i += 1) await saveAt("thinned", daysAgo(day, i * 60), ++n);
    for (let i = 0; i < 40; i += 1) await saveAt("thinned", daysAgo(20, i), ++n);

    const history = createHistoryService({ db: t.app.db, clock: () => now });
    expect(await history.prune()).toEqual({ removed: 80 - 56 });
    const kept = (await history.list("project", "thinned")).map((v) => v.version).sort((a, b) => a - b);
    // The newest 50 reach back to the 2nd version of day -94; before that, the last one of each day.
    const daily = [13, 16, 19, 22, 25, 28];
    expect(kept).toEqual([...daily, ...Array.from({ length: 50 }, (_, i) => 31 + i)]);
    for (const version of kept)
      expect((await history.get("project", "thinned", version)).content).toEqual(contentOf(version));
    // A version added after the thinning is stored against a keyframe that is still there.
    await saveAt("thinned", now, 81);
    expect((await history.get("project", "thinned", 81)).content).toEqual(contentOf(81));
    expect(await history.prune()).toEqual({ removed: 0 });
  });

  it("stores small edits of a long text as small deltas", async () => {
    for (let n = 1; n <= 20; n += 1) await saveAt("compact", daysAgo(1, n), n);
    const rows = await t.app.db
      .selectFrom("item_version")
      .select(["size", "content", "base_version"])
      .where("item_id", "=", "compact")
      .execute();
    const stored = rows.reduce((sum, row) => sum + row.content.byteLength, 0);
    const raw = rows.reduce((sum, row) => sum + Number(row.size), 0);
    expect(rows.filter((row) => row.base_version !== null).length).toBeGreaterThan(15);
    expect(stored * 20).toBeLessThan(raw);
  });

  it("carries the versions through a backup and a restore into an empty database", async () => {
    const backupDir = await mkdtemp(join(tmpdir(), "folio-history-backup-"));
    try {
      const source = createBackupService({
        config: { dataDir: t.testDatabase.dataDir, backup: { dir: backupDir, keep: 7, hour: 3 } },
        database: t.testDatabase.database,
      });
      const { path, manifest } = await source.backup("manual");
      expect(manifest.tables.item_version?.rows).toBeGreaterThan(50);
      const target = await createTestDatabase(testDialect);
      targets.push(target);
      await createBackupService({
        config: { dataDir: target.dataDir, backup: { dir: backupDir, keep: 7, hour: 3 } },
        database: target.database,
      }).restore({ file: path, replace: false, safetyBackup: false });
      const restored = createHistoryService({ db: target.database.db, clock: () => now });
      const original = createHistoryService({ db: t.app.db, clock: () => now });
      expect(await restored.list("project", "thinned")).toEqual(await original.list("project", "thinned"));
      expect((await restored.get("project", "compact", 20)).content).toEqual(contentOf(20));
    } finally {
      await rm(backupDir, { recursive: true, force: true });
    }
  });
});
