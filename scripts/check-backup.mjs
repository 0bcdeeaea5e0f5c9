// `npm run check:backup`: backups and restore against the production build (built first if needed).
// Prints one line per probe, `PASS <probe>: <detail>` or `FAIL <probe>: <detail>`, and exits 1 on any
// FAIL. The SQLite → PostgreSQL → SQLite probe runs when TEST_DATABASE_URL names a server on which it may
// create a scratch database.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";
import { ensureBuild } from "./build.mjs";
import { adminRoundTripProbe } from "./check-backup-admin.mjs";
import { crossDialectProbe } from "./check-backup-postgres.mjs";
import {
  npmRun,
  ownerFetch,
  readManifest,
  sha256,
  signIn,
  siteEnv,
  startBurst,
  startServer,
} from "./check-backup-support.mjs";

await ensureBuild();
const work = mkdtempSync(join(tmpdir(), "folio-check-backup-"));
const backupDir = join(work, "backups");
let failed = false;

async function probe(name, run) {
  try {
    console.log(`PASS ${name}: ${await run()}`);
  } catch (error) {
    failed = true;
    console.log(
      `FAIL ${name}: ${(error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ")}`,
    );
  }
}
function check(condition, message) {
  if (!condition) throw new Error(message);
}

const rowCounts = (manifest) => Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);

/** A site with an owner, two uploaded images and a project using one of them. */
async function fillSite(url) {
  const cookie = await signIn(url);
  const uploaded = [];
  for (const [width, colour] of [
    [1200, "#336699"],
    [700, "#993366"],
  ]) {
    const png = await sharp({ create: { width, height: 500, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([png], { type: "image/png" }), "image.png");
    const response = await ownerFetch(url, "/api/media", cookie, { method: "POST", body: form });
    check(response.status === 201, `upload answered ${response.status}`);
    uploaded.push((await response.json()).url);
  }
  const project = await ownerFetch(url, "/api/projects", cookie, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      title: "Backed-up project",
      description: "Comes back.",
      category: "Web Development",
      image: uploaded[0],
    }),
  });
  check(project.status === 201, `project answered ${project.status}`);
  return uploaded;
}

const source = { dataDir: join(work, "site"), backup: undefined, before: [], uploaded: [] };
const sourceEnv = await siteEnv(source.dataDir, backupDir);

await probe("backup-during-burst", async () => {
  const server = await startServer(sourceEnv);
  try {
    source.uploaded = await fillSite(server.url);
    const burst = startBurst(server.url, 8);
    while (burst.acknowledged.length < 60) await new Promise((r) => setTimeout(r, 20));
    // Every message acknowledged before the backup command starts must be in the backup.
    source.before = [...burst.acknowledged];
    const started = Date.now();
    const result = await npmRun("backup", [], sourceEnv);
    const took = Date.now() - started;
    const during = burst.acknowledged.length - source.before.length;
    await burst.stop();
    check(result.code === 0, `npm run backup exited ${result.code}: ${result.out}`);
    source.backup = /Backup written: (.+)/.exec(result.out)?.[1]?.trim();
    check(source.backup && existsSync(source.backup), `no backup file named in: ${result.out}`);
    check(during > 0, "no message was acknowledged while the backup ran: the site did not keep serving");
    check(burst.failures === 0, `${burst.failures} submissions failed during the burst`);
    const manifest = await readManifest(source.backup);
    check(
      manifest.tables.feedback_message.rows >= source.before.length,
      "the backup holds fewer messages than were acknowledged",
    );
    source.manifest = manifest;
    return `${source.before.length} messages acknowledged before npm run backup started; it wrote ${rowCounts(manifest)} rows in ${Object.keys(manifest.tables).length} tables and ${Object.keys(manifest.media).length} media files (${(readFileSync(source.backup).length / 1024).toFixed(0)} KB) in ${took} ms while ${during} more were acknowledged, 0 failed`;
  } finally {
    await server.stop();
  }
});

await probe("restore-round-trip", async () => {
  check(source.backup, "no backup to restore");
  const dataDir = join(work, "restored");
  const env = await siteEnv(dataDir, backupDir);
  const result = await npmRun("restore", [source.backup], env);
  check(result.code === 0, `npm run restore exited ${result.code}: ${result.out}`);
  const server = await startServer(env);
  try {
    const db = new Database(join(dataDir, "folio.db"), { readonly: true });
    const integrity = db.pragma("integrity_check", { simple: true });
    const foreignKeys = db.pragma("foreign_key_check");
    const stored = new Set(db.prepare("select message from feedback_message").pluck().all());
    db.close();
    check(integrity === "ok", `integrity_check answered ${integrity}`);
    check(foreignKeys.length === 0, `${foreignKeys.length} foreign key violations`);
    const missing = source.before.filter((marker) => !stored.has(marker));
    check(missing.length === 0, `${missing.length} acknowledged messages missing, e.g. ${missing[0]}`);
    let files = 0;
    for (const name of readdirSync(join(source.dataDir, "media")).filter((n) => !n.startsWith("."))) {
      const served = await fetch(`${server.url}/media/${name}`);
      check(served.ok, `/media/${name} answered ${served.status}`);
      const bytes = Buffer.from(await served.arrayBuffer());
      check(
        sha256(bytes) === sha256(readFileSync(join(source.dataDir, "media", name))),
        `/media/${name} differs`,
      );
      files += 1;
    }
    const page = await (await fetch(`${server.url}/`)).text();
    check(page.includes("Backed-up project"), "the restored public page does not show the project");
    await signIn(server.url);
    return `restored site started, integrity_check ok, no foreign key violations, all ${source.before.length} pre-backup messages present (${stored.size} stored), ${files} media files served byte-identical, project on the page, owner signs in`;
  } finally {
    await server.stop();
  }
});

await probe("restore-refuses-non-empty", async () => {
  const dataDir = join(work, "restored");
  const count = () => {
    const db = new Database(join(dataDir, "folio.db"), { readonly: true });
    const n = db.prepare("select count(*) from feedback_message").pluck().get();
    db.close();
    return n;
  };
  const before = count();
  const result = await npmRun("restore", [source.backup], await siteEnv(dataDir, backupDir));
  check(result.code !== 0, "restore into a site that is in use succeeded");
  check(/already holds a site/.test(result.out), `unexpected answer: ${result.out}`);
  check(count() === before, "the site changed");
  const reason = /already holds a site \([^)]*\)/.exec(result.out)?.[0];
  return `exit ${result.code}, refused: "${reason}"; the site is unchanged (${before} messages)`;
});

await probe("restore-refuses-damaged", async () => {
  const bytes = readFileSync(source.backup);
  const damaged = {
    truncated: bytes.subarray(0, Math.floor(bytes.length * 0.7)),
    flipped: Buffer.from(bytes).fill(0x55, Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 16),
    "not a backup": Buffer.from("hello"),
  };
  const outcomes = [];
  for (const [kind, content] of Object.entries(damaged)) {
    const file = join(work, `damaged-${kind.replace(/ /g, "-")}.tar.gz`);
    writeFileSync(file, content);
    const dataDir = join(work, `target-${kind.replace(/ /g, "-")}`);
    const result = await npmRun("restore", [file], await siteEnv(dataDir, backupDir));
    check(result.code !== 0, `a ${kind} file was restored`);
    check(!existsSync(dataDir), `a ${kind} file left ${dataDir} behind`);
    outcomes.push(`${kind}: exit ${result.code}`);
  }
  return `${outcomes.join(", ")}; no data directory left behind`;
});

await probe("admin-download-and-restore", () => adminRoundTripProbe({ work, backupDir, check }));

if (process.env.TEST_DATABASE_URL) {
  await probe("sqlite-postgres-sqlite", () => crossDialectProbe({ work, backupDir, source, check }));
} else {
  console.error(
    "(sqlite-postgres-sqlite not run: set TEST_DATABASE_URL to a PostgreSQL server to include it)",
  );
}

rmSync(work, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
