import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "#server/db/migrate.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { createTestDatabase, type TestDatabase, testDialect } from "#test/test-database.ts";
import { createBackupService } from "./backup.service.ts";
import { packArchive, unpackArchive } from "./backup-archive.ts";
import { BackupError, type BackupManifest } from "./backup-manifest.ts";
import { backedUpTables, transientTables } from "./backup-tables.ts";
import { backupAsOfSchema, contentsOf, fillSite, mediaNames, rewriteTable } from "./backup-test-helpers.ts";
import { checkTableList, listTables } from "./schema-state.ts";

let t: TestApp;
let backupDir: string;
let backupFile: string;
let backupManifest: BackupManifest;
const targets: TestDatabase[] = [];

const serviceFor = (database: TestDatabase) =>
  createBackupService({
    config: { dataDir: database.dataDir, backup: { dir: backupDir, keep: 7, hour: 3 } },
    database: database.database,
  });

async function emptyTarget(dialect: "sqlite" | "postgres" = testDialect): Promise<TestDatabase> {
  const target = await createTestDatabase(dialect);
  targets.push(target);
  return target;
}

beforeAll(async () => {
  t = await buildTestApp();
  backupDir = await mkdtemp(join(tmpdir(), "folio-backups-"));
  const { cookie } = await signInAsOwner(t);
  await fillSite(t, cookie);
  // The messages' contact figure is written with the next analytics batch: before the backup, not after.
  await t.app.services.analytics.flush();
  ({ path: backupFile, manifest: backupManifest } = await serviceFor(t.testDatabase).backup("manual"));
});
afterAll(async () => {
  for (const target of targets) await target.drop();
  await t.close();
  await rm(backupDir, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("knows every table of the schema: backed up, or left out on purpose", async () => {
    await expect(checkTableList(t.app.db)).resolves.toBeUndefined();
    const names = (await listTables(t.app.db)).map((table) => table.name).sort();
    expect(names).toEqual([...backedUpTables.map((table) => table.name), ...transientTables].sort());
  });

  it("restores into an empty database every row and media file, byte for byte", async () => {
    const original = await contentsOf(t.testDatabase);
    expect(original.tables.feedback_message?.rows).toBe(3);
    expect(Object.keys(original.media).length).toBeGreaterThanOrEqual(2);
    const target = await emptyTarget();
    const result = await serviceFor(target).restore({
      file: backupFile,
      replace: false,
      safetyBackup: false,
    });
    expect(result.upgraded).toBe(false);
    expect(await contentsOf(target)).toEqual(original);
    expect(mediaNames(target.dataDir)).toEqual(mediaNames(t.testDatabase.dataDir));
    for (const name of mediaNames(target.dataDir)) {
      expect(readFileSync(join(target.dataDir, "media", name))).toEqual(
        readFileSync(join(t.testDatabase.dataDir, "media", name)),
      );
    }
  });

  if (!process.env.TEST_DATABASE_URL) {
    console.log("backup: the SQLite ↔ PostgreSQL move is not tested: TEST_DATABASE_URL is not set");
  }
  it.runIf(process.env.TEST_DATABASE_URL)(
    "moves a site to the other database and back with identical rows",
    async () => {
      const original = await contentsOf(t.testDatabase);
      const other = await emptyTarget(testDialect === "sqlite" ? "postgres" : "sqlite");
      await serviceFor(other).restore({ file: backupFile, replace: false, safetyBackup: false });
      expect(await contentsOf(other)).toEqual(original);
      const back = await emptyTarget();
      const viaOther = await serviceFor(other).backup("manual");
      expect(viaOther.manifest.sourceDialect).not.toBe(testDialect);
      await serviceFor(back).restore({ file: viaOther.path, replace: false, safetyBackup: false });
      expect(await contentsOf(back)).toEqual(original);
    },
    60_000,
  );

  it("refuses a database that already holds a site, changing nothing", async () => {
    const before = await contentsOf(t.testDatabase);
    const restoring = serviceFor(t.testDatabase).restore({
      file: backupFile,
      replace: false,
      safetyBackup: false,
    });
    await expect(restoring).rejects.toThrow(/already holds a site \(auth_user has rows\)/);
    expect(await contentsOf(t.testDatabase)).toEqual(before);
  });

  it("accepts a migrated but unused database (only the first start's seed) as empty", async () => {
    const target = await emptyTarget();
    await migrateToLatest(target.database.db);
    await serviceFor(target).restore({ file: backupFile, replace: false, safetyBackup: false });
    expect((await contentsOf(target)).tables).toEqual((await contentsOf(t.testDatabase)).tables);
  });

  it("refuses a damaged or foreign file before touching anything", async () => {
    const before = await contentsOf(t.testDatabase);
    const bytes = readFileSync(backupFile);
    const truncated = join(backupDir, "truncated.tar.gz");
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const flipped = join(backupDir, "flipped.tar.gz");
    const copy = Buffer.from(bytes);
    const at = Math.floor(copy.length * 0.6);
    copy.writeUInt8(copy.readUInt8(at) ^ 0xff, at);
    writeFileSync(flipped, copy);
    const foreign = join(backupDir, "foreign.tar.gz");
    writeFileSync(foreign, "not a backup at all");
    for (const file of [truncated, flipped, foreign]) {
      const restoring = serviceFor(t.testDatabase).restore({ file, replace: true, safetyBackup: false });
      await expect(restoring, file).rejects.toBeInstanceOf(BackupError);
    }
    expect(await contentsOf(t.testDatabase)).toEqual(before);
  });

  it("rolls everything back, media included, when the database refuses a row", async () => {
    const before = await contentsOf(t.testDatabase);
    const mediaBefore = mediaNames(t.testDatabase.dataDir);
    // A sound file (checksums match) whose last message breaks the table's status rule.
    const file = await rewriteTable(backupFile, "feedback_message", (lines) => [
      ...lines.slice(0, -1),
      JSON.stringify({ ...JSON.parse(lines.at(-1) ?? "{}"), status: "shredded" }),
    ]);
    const restoring = serviceFor(t.testDatabase).restore({ file, replace: true, safetyBackup: false });
    await expect(restoring).rejects.toThrow(/nothing was changed/);
    expect(await contentsOf(t.testDatabase)).toEqual(before);
    expect(mediaNames(t.testDatabase.dataDir)).toEqual(mediaBefore);
    expect(existsSync(join(t.testDatabase.dataDir, "media"))).toBe(true);
  });

  it("refuses a backup from a newer Folio", async () => {
    const staging = await mkdtemp(join(tmpdir(), "folio-newer-"));
    const manifest = await unpackArchive(backupFile, staging);
    manifest.migrations.push("999-from-the-future");
    manifest.schemaVersion = "999-from-the-future";
    const newer = join(staging, "newer.tar.gz");
    await packArchive(staging, manifest, newer);
    const target = await emptyTarget();
    const restoring = serviceFor(target).restore({ file: newer, replace: false, safetyBackup: false });
    await expect(restoring).rejects.toThrow(/newer Folio/);
  });

  it("restores a backup from an older schema into an empty database, then upgrades it", async () => {
    // The backup as Folio wrote it before the inbox's replies, users and roles (and everything since).
    const older = await backupAsOfSchema(
      backupFile,
      "040-feedback-message",
      (await emptyTarget()).database.db,
    );

    const migrated = await emptyTarget();
    await migrateToLatest(migrated.database.db);
    const refused = serviceFor(migrated).restore({ file: older, replace: true, safetyBackup: true });
    await expect(refused).rejects.toThrow(/restore it into a new, empty database/);
    expect(readdirSync(backupDir).filter((name) => name.endsWith("-safety.tar.gz"))).toEqual([]);

    const target = await emptyTarget();
    const result = await serviceFor(target).restore({ file: older, replace: false, safetyBackup: false });
    expect(result.upgraded).toBe(true);
    const restored = await contentsOf(target);
    expect(restored.tables.feedback_message).toEqual(backupManifest.tables.feedback_message);
    expect(restored.tables.mail_outbox?.rows).toBe(backupManifest.tables.mail_outbox?.rows);
    const messages = await target.database.db
      .selectFrom("feedback_message")
      .select(["replied_at", "deleted_at"])
      .execute();
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((row) => row.replied_at === null && row.deleted_at === null)).toBe(true);
  });
});
