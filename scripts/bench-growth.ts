// `npm run bench:growth`: the owner's screens as the site grows. At 100, 10,000 and 100,000 rows
// (feedback messages; with them a hundredth as many projects and a tenth as many activity entries, so
// 100,000 messages, 1,000 projects and 10,000 entries at the top), on top of a year of analytics, times
// what each screen asks for through the real app (routes, validation, queries, serialization): the
// inbox's first page and its folder counts, a search, the Projects tab and the Overview. Each must answer
// in <= 100 ms (median of 5 after a warm-up; the worst is printed too). SQLite always; PostgreSQL too
// when TEST_DATABASE_URL is set. Exits 1 when a target is missed. Folio logs at its default level, as
// `npm start` does, through the same batched destination as on a pipe (to /dev/null, so the access
// log's lines do not bury the figures).
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { buildApp } from "#server/app.ts";
import { loadConfig } from "#server/config.ts";
import type { Db } from "#server/db/columns.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { addRollups } from "#server/features/analytics/analytics.repository.ts";
import { batchedDestination } from "#server/logger.ts";
import { addDays } from "#shared/analytics/rules.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { createTestDatabase } from "#test/test-database.ts";
import { dayRollups } from "./bench/analytics-year.ts";
import { sampleProjects } from "./bench/sample-projects.mjs";

const levels = [100, 10_000, 100_000];
const budgetMs = 100;
const runs = 5;
const today = new Date().toISOString().slice(0, 10);
const statuses = ["new", "read", "read", "archived", "read", "new", "read", "spam"] as const;
const words = "booking platform invoice redesign portfolio freelance timeline budget meeting launch".split(
  " ",
);

/** `count` contact-form messages, one every ~10 minutes back from now; 1 in 100 mentions "quotation". */
function messages(from: number, count: number) {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const at = new Date(now - n * 600_000).toISOString();
    const status = statuses[n % statuses.length] ?? "new";
    return {
      id: `m${String(n).padStart(8, "0")}${randomBytes(4).toString("hex")}`,
      user_name: `Visitor ${n}`,
      user_number: `+1 555 ${String(n % 10_000).padStart(4, "0")}`,
      user_email: `visitor${n}@mail.example`,
      message: `Hello! I saw your ${words[n % words.length]} work and would like to talk about a ${words[(n * 3) % words.length]} for our team${n % 100 === 7 ? ", with a quotation" : ""}. We are a small company and the ${words[(n * 7) % words.length]} matters to us; could we meet next week?`,
      status,
      spam_reason: status === "spam" ? ("fill_time" as const) : null,
      fill_ms: 9000,
      created_at: at,
      read_at: status === "new" ? null : at,
      updated_at: at,
      replied_at: null,
      deleted_at: n % 97 === 0 ? at : null,
    };
  });
}

function activity(from: number, count: number) {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const n = from + i;
    const ms = now - n * 3_600_000;
    return {
      id: `${String(ms).padStart(15, "0")}-000000-${randomBytes(6).toString("hex")}`,
      area: n % 5 === 0 ? "security" : "projects",
      summary: `Updated project “Client Project ${n}”`,
      actor: "Bench Owner",
      actor_id: null,
      created_at: new Date(ms).toISOString(),
    };
  });
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function bench(dialect: "sqlite" | "postgres"): Promise<boolean> {
  const testDatabase = await createTestDatabase(dialect);
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    PUBLIC_URL: "http://folio.test",
    DATA_DIR: testDatabase.dataDir,
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
  });
  const db: Db = testDatabase.database.db;
  await migrateToLatest(db);
  const app = await buildApp({
    config,
    database: testDatabase.database,
    logStream: batchedDestination("/dev/null"),
  });
  await app.ready();
  let ok = true;
  try {
    const { cookie } = await signInAsOwner({ app, config, testDatabase } as TestApp);
    let started = performance.now();
    for (let i = 0; i < 365; i++) await addRollups(db, dayRollups(addDays(today, -i), i));
    console.log(`[${dialect}] a year of analytics seeded in ${Math.round(performance.now() - started)} ms`);

    const screens: [string, string][] = [
      ["inbox, first page", "/api/feedback?status=all&limit=50"],
      ["inbox, folder counts", "/api/feedback/counts"],
      ["inbox, search (1 in 100 match)", "/api/feedback?status=all&limit=50&q=quotation"],
      ["inbox, search (none match)", "/api/feedback?status=all&limit=50&q=zanzibar"],
      ["Projects tab: list", "/api/projects?all=true"],
      ["Projects tab: stats", "/api/projects/stats?all=true"],
      ["Overview", "/api/admin/overview"],
    ];
    console.log(
      `[${dialect}] ${"median ms (worst)".padStart(60)}  ${levels.map((n) => n.toLocaleString("en").padStart(16)).join("")}`,
    );
    const table = new Map(screens.map(([label]) => [label, [] as string[]]));
    let messagesSoFar = 0;
    let projectsSoFar = 0;
    let entriesSoFar = 0;
    for (const level of levels) {
      started = performance.now();
      await insertInBatches(messages(messagesSoFar, level - messagesSoFar), (batch) =>
        db.insertInto("feedback_message").values(batch).execute(),
      );
      messagesSoFar = level;
      const entries = level / 10;
      await insertInBatches(activity(entriesSoFar, entries - entriesSoFar), (batch) =>
        db.insertInto("audit_log").values(batch).execute(),
      );
      entriesSoFar = entries;
      const projects = Math.max(1, level / 100);
      for (let from = projectsSoFar; from < projects; from += 500) {
        const response = await app.inject({
          method: "POST",
          url: "/api/projects/import",
          headers: { cookie, origin: config.publicUrl },
          payload: sampleProjects(Math.min(500, projects - from), from),
        });
        if (response.statusCode >= 300) throw new Error(`import failed: ${response.body}`);
      }
      projectsSoFar = projects;
      // After a bulk load PostgreSQL's autovacuum soon gathers the planner's statistics and marks the
      // pages all-visible (which index-only scans need); done here at once.
      if (dialect === "postgres") await sql`vacuum analyze`.execute(db);
      console.log(
        `[${dialect}] ${level.toLocaleString("en")} messages, ${projects.toLocaleString("en")} projects, ${entries.toLocaleString("en")} activity entries (seeded in ${Math.round(performance.now() - started)} ms)`,
      );
      for (const [label, url] of screens) {
        const request = () => app.inject({ method: "GET", url, headers: { cookie } });
        const first = await request();
        if (first.statusCode !== 200) throw new Error(`${url}: ${first.statusCode} ${first.body}`);
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const at = performance.now();
          await request();
          times.push(performance.now() - at);
        }
        times.sort((a, b) => a - b);
        const median = times[Math.floor(runs / 2)] ?? 0;
        const pass = median <= budgetMs;
        if (!pass) ok = false;
        table
          .get(label)
          ?.push(`${median.toFixed(1)} (${(times.at(-1) ?? 0).toFixed(0)})${pass ? "" : "!"}`.padStart(16));
      }
    }
    for (const [label, url] of screens)
      console.log(`[${dialect}] ${`${label}  GET ${url}`.padEnd(60)}  ${table.get(label)?.join("")}`);
  } finally {
    await app.close();
    await testDatabase.drop();
  }
  return ok;
}

let failed = false;
const dialects: ("sqlite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];
for (const dialect of dialects) if (!(await bench(dialect))) failed = true;
console.log(
  failed
    ? `bench:growth: a screen took more than ${budgetMs} ms (marked !)`
    : `bench:growth: every screen under ${budgetMs} ms at every size`,
);
process.exit(failed ? 1 : 0);
