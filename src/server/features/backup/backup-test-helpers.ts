import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { migrateUpTo } from "#server/db/migrate.ts";
import type { DB } from "#server/db/schema.ts";
import { submit, validSubmission } from "#server/features/feedback/feedback-test-helpers.ts";
import type { TestApp } from "#test/build-test-app.ts";
import type { TestDatabase } from "#test/test-database.ts";
import { createBackupService } from "./backup.service.ts";
import { digestFile, packArchive, unpackArchive } from "./backup-archive.ts";
import type { BackupManifest } from "./backup-manifest.ts";
import { listTables } from "./schema-state.ts";

/** A real multipart body holding one file, as a browser would send it. */
export async function multipartFile(bytes: Uint8Array, name: string, type: string, cookie: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request("http://folio.test/upload", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "", cookie },
  };
}

/** Gives the site some of everything: an uploaded image, a project using it, messages from visitors. */
export async function fillSite(t: TestApp, cookie: string): Promise<void> {
  const png = await sharp({ create: { width: 1000, height: 600, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  const upload = await t.app.inject({
    method: "POST",
    url: "/api/media",
    ...(await multipartFile(png, "a.png", "image/png", cookie)),
  });
  if (upload.statusCode !== 201) throw new Error(`upload answered ${upload.statusCode}: ${upload.body}`);
  const project = await t.app.inject({
    method: "POST",
    url: "/api/projects",
    headers: { cookie },
    payload: {
      title: "Backed-up project",
      description: "Survives a restore.",
      category: "Web Development",
      image: upload.json().url,
    },
  });
  if (project.statusCode !== 201) throw new Error(`project answered ${project.statusCode}: ${project.body}`);
  for (const n of [1, 2, 3]) {
    const answer = await submit(t.app, validSubmission({ message: `Message number ${n} — ünïcödé ✓` }));
    if (answer.statusCode !== 201) throw new Error(`feedback answered ${answer.statusCode}: ${answer.body}`);
  }
  // Let the outbox worker settle the e-mails, so the site no longer changes by itself while tests compare.
  for (let waited = 0; waited < 15_000; waited += 50) {
    const queued = await t.app.db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "=", "queued")
      .executeTakeFirstOrThrow();
    if (Number(queued.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the mail outbox did not settle");
}

/** What a database holds, as a backup sees it: each table's rows and checksum, each media file's. */
export async function contentsOf(database: TestDatabase): Promise<Pick<BackupManifest, "tables" | "media">> {
  const dir = await mkdtemp(join(tmpdir(), "folio-backups-"));
  try {
    const service = createBackupService({
      config: { dataDir: database.dataDir, backup: { dir, keep: 7, hour: 3 } },
      database: database.database,
    });
    const { manifest } = await service.backup("manual");
    return { tables: manifest.tables, media: manifest.media };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Rewrites one table of a backup (with matching checksums): a file that is sound but holds `rows`. */
export async function rewriteTable(
  file: string,
  table: string,
  edit: (lines: string[]) => string[],
): Promise<string> {
  const staging = mkdtempSync(join(tmpdir(), "folio-rewrite-"));
  const manifest = await unpackArchive(file, staging);
  const path = join(staging, "tables", `${table}.ndjson`);
  const lines = edit(readFileSync(path, "utf8").split("\n").filter(Boolean));
  writeFileSync(path, lines.map((line) => `${line}\n`).join(""));
  manifest.tables[table] = { rows: lines.length, ...(await digestFile(path)) };
  const target = join(staging, "rewritten.tar.gz");
  await packArchive(staging, manifest, target);
  return target;
}

export const mediaNames = (dataDir: string) =>
  readdirSync(join(dataDir, "media"))
    .filter((name) => !name.startsWith("."))
    .sort();

/**
 * The backup `file` as a Folio at migration `schema` would have written it: tables and columns that later
 * migrations added are left out (their shape read from `scratch`, an empty database brought to `schema`),
 * and the manifest names `schema` as its version. Later migrations never need this test to be edited.
 */
export async function backupAsOfSchema(file: string, schema: string, scratch: Kysely<DB>): Promise<string> {
  await migrateUpTo(scratch, schema);
  const shape = new Map(
    (await listTables(scratch)).map((table) => [table.name, new Set(table.columns.map((c) => c.name))]),
  );
  const staging = mkdtempSync(join(tmpdir(), "folio-older-"));
  const manifest = await unpackArchive(file, staging);
  for (const table of Object.keys(manifest.tables)) {
    const columns = shape.get(table);
    if (!columns) {
      delete manifest.tables[table];
      continue;
    }
    const path = join(staging, "tables", `${table}.ndjson`);
    const lines = readFileSync(path, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const row = JSON.parse(line) as Record<string, unknown>;
        return JSON.stringify(Object.fromEntries(Object.entries(row).filter(([name]) => columns.has(name))));
      });
    writeFileSync(path, lines.map((line) => `${line}\n`).join(""));
    manifest.tables[table] = { rows: lines.length, ...(await digestFile(path)) };
  }
  manifest.migrations = manifest.migrations.slice(0, manifest.migrations.indexOf(schema) + 1);
  manifest.schemaVersion = schema;
  const older = join(staging, "older.tar.gz");
  await packArchive(staging, manifest, older);
  return older;
}
