// The History's storage (issue 40, decision 138): 1,000 saves of a 20 KB project write-up, each a small
// edit (a word changed, a sentence added or removed), through the projects service's own save on a
// scratch SQLite database. Prints the versions' stored bytes, the database file's growth and their
// ratio to the raw JSON of every version. Target: at most 5 MB. `npm run bench:history`.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { loadConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/database.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { authLoader } from "#server/features/auth/auth-loader.ts";
import { createServices } from "#server/services.ts";
import { editWriteUp, longWriteUp } from "#test/write-up-edits.ts";

const saves = Number(process.env.BENCH_SAVES ?? 1000);
const targetBytes = 5 * 1024 * 1024;
const dataDir = mkdtempSync(join(tmpdir(), "folio-history-bench-"));
// The default log level, as `npm start` runs Folio: the time per save includes what a save logs.
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:3000" });
const database = openDatabase(config);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function fileSize(): Promise<number> {
  await sql`vacuum`.execute(database.db);
  return statSync(join(dataDir, "folio.db")).size;
}

try {
  await migrateToLatest(database.db);
  const auth = authLoader({ config, db: database.db, dialect: database.dialect });
  const { projects } = createServices({ db: database.db, dialect: database.dialect, config, auth });
  const by = { id: "bench", name: "Bench Owner" };
  let body = longWriteUp(20_000);
  const project = await projects.create(
    { title: "A long write-up", description: "Edited a thousand times", category: "Web Development", body },
    by,
  );
  const before = await fileSize();
  const started = performance.now();
  for (let step = 1; step <= saves; step += 1) {
    body = editWriteUp(body, step);
    await projects.update(project.id, { body }, by);
  }
  const elapsed = performance.now() - started;
  const after = await fileSize();
  const row = await database.db
    .selectFrom("item_version")
    .select((eb) => [
      eb.fn.countAll<number>().as("versions"),
      eb.fn.sum<number>(sql`length(content)`).as("stored"),
      eb.fn.sum<number>("size").as("raw"),
      eb.fn.countAll<number>().filterWhere("base_version", "is", null).as("keyframes"),
    ])
    .executeTakeFirstOrThrow();
  const stored = Number(row.stored);
  const raw = Number(row.raw);
  const growth = after - before;
  const kb = (raw / Number(row.versions) / 1024).toFixed(1);
  console.log(`bench:history — ${saves} saves of a write-up of ${kb} KB on average (SQLite)`);
  console.log(`  versions kept       ${row.versions} (${row.keyframes} stored alone, the rest as deltas)`);
  console.log(`  raw JSON            ${mb(raw)}`);
  console.log(`  stored (compressed) ${mb(stored)}  = ${((stored / raw) * 100).toFixed(2)} % of raw`);
  console.log(`  database growth     ${mb(growth)}  = ${((growth / raw) * 100).toFixed(2)} % of raw`);
  console.log(
    `  time per save       ${(elapsed / saves).toFixed(1)} ms (the whole save: checks, write, version)`,
  );
  const verdict = Math.max(stored, growth) <= targetBytes ? "within" : "OVER";
  console.log(`  target ≤ ${mb(targetBytes)}: ${verdict}`);
  if (verdict === "OVER") process.exitCode = 1;
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
