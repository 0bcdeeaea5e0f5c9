// The SQLite → PostgreSQL → SQLite probe of check-backup.mjs: a backup taken on SQLite restores into a
// new PostgreSQL database, which serves the site and backs up to the same rows, which restore into SQLite.
import { join } from "node:path";
import pg from "pg";
import { npmRun, readManifest, siteEnv, startServer } from "./check-backup-support.mjs";

const tablesOf = (manifest) =>
  JSON.stringify(Object.entries(manifest.tables).map(([name, t]) => [name, t.rows, t.sha256]));
const mediaOf = (manifest) => JSON.stringify(manifest.media);
const differing = (a, b) =>
  Object.keys(a.tables)
    .filter((name) => a.tables[name]?.sha256 !== b.tables[name]?.sha256)
    .join(", ");

export async function crossDialectProbe({ work, backupDir, source, check }) {
  check(source.backup, "no backup to restore");
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `folio_check_${Date.now().toString(36)}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    const pgEnv = await siteEnv(join(work, "pg-data"), backupDir, { DATABASE_URL: url.toString() });
    const intoPg = await npmRun("restore", [source.backup], pgEnv);
    check(intoPg.code === 0, `restore into PostgreSQL exited ${intoPg.code}: ${intoPg.out}`);
    const fromPg = await npmRun("backup", [], pgEnv);
    check(fromPg.code === 0, `backup on PostgreSQL exited ${fromPg.code}: ${fromPg.out}`);
    const pgFile = /Backup written: (.+)/.exec(fromPg.out)?.[1]?.trim();
    // Served only after its backup: a running site changes (the outbox sends the queued e-mails).
    const server = await startServer(pgEnv);
    try {
      const page = await (await fetch(`${server.url}/`)).text();
      check(page.includes("Backed-up project"), "the site on PostgreSQL does not show the project");
      const image = await fetch(`${server.url}${source.uploaded[0]}`);
      check(image.ok, `the project's image answered ${image.status} on PostgreSQL`);
    } finally {
      await server.stop();
    }
    const sqliteEnv = await siteEnv(join(work, "back-to-sqlite"), backupDir);
    const back = await npmRun("restore", [pgFile], sqliteEnv);
    check(back.code === 0, `restore into SQLite exited ${back.code}: ${back.out}`);
    const again = await npmRun("backup", [], sqliteEnv);
    check(again.code === 0, `backup on SQLite exited ${again.code}: ${again.out}`);
    const [original, viaPg, final] = await Promise.all(
      [source.backup, pgFile, /Backup written: (.+)/.exec(again.out)?.[1]?.trim()].map(readManifest),
    );
    check(viaPg.sourceDialect === "postgres", "the second backup did not come from PostgreSQL");
    check(
      tablesOf(viaPg) === tablesOf(original),
      `PostgreSQL's backup differs in ${differing(original, viaPg)}`,
    );
    check(tablesOf(final) === tablesOf(original), `back on SQLite, ${differing(original, final)} differ`);
    check(mediaOf(final) === mediaOf(original), "the media files differ after the trip");
    const rows = Object.values(original.tables).reduce((sum, t) => sum + t.rows, 0);
    return `${rows} rows in ${Object.keys(original.tables).length} tables and ${Object.keys(original.media).length} media files identical (same SHA-256 per table) on SQLite, PostgreSQL and back on SQLite; the site served from PostgreSQL`;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
