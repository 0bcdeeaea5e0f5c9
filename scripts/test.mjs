// `npm test`: every suite in order — types, lint, import boundaries, unit + API on SQLite, the database
// tests again on PostgreSQL (`*.db.test.ts`, when TEST_DATABASE_URL is set), browser journeys against
// the production build, then the security probes and the backup round trip from outside
// (`check:security`: SQLite, and PostgreSQL with TEST_DATABASE_URL, SQLite → PostgreSQL → SQLite
// included), and the database outages (`check:outage`: a crashed and restarted PostgreSQL, a locked
// SQLite file), each PASS/FAIL line counted. Ends with one line `N passed, N failed` summed over all
// suites, and exits non-zero if anything failed.
//
// `npm run test:quick` (`--quick`): the inner loop — types, lint, import boundaries, unit + API on
// SQLite; no build, no browser, no PostgreSQL.
//
// Every stage prints its wall time, and each runner its 15 slowest files (from its JSON report).
// Every stage's temporary files (databases, downloads, PDFs, browser profiles) go to one directory of
// the run's own, removed at the end, so a run leaves nothing behind in the system's temporary folder.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";

const quick = process.argv.includes("--quick");
const reports = "test-results/reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0 };
const lines = [];
const started = Date.now();
const runTemp = mkdtempSync(join(tmpdir(), "folio-test-run-"));
// Open to every user as the system's folder is (the outage check runs a PostgreSQL server as `postgres`
// in a folder of its own under it).
chmodSync(runTemp, 0o1777);
process.env.TMPDIR = runTemp;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status;
}

/** Runs `work` as one stage: its count and its wall time go into the summary. */
function stage(suite, work) {
  const stageStarted = Date.now();
  const { passed, failed, note = "" } = work();
  totals.passed += passed;
  totals.failed += failed;
  const took = seconds(Date.now() - stageStarted);
  lines.push(`${suite}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ""} in ${took}`);
  console.log(`\n[${suite}: ${took}]`);
  return failed === 0;
}

/** A check with no test count of its own (types, lint, build) counts as one test. */
function check(suite, command, args) {
  return stage(suite, () => {
    const ok = run(command, args) === 0;
    return { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  });
}

function printSlowest(title, files) {
  const slowest = files.sort((a, b) => b.ms - a.ms).slice(0, 15);
  console.log(`\n15 slowest files, ${title}:`);
  for (const file of slowest) console.log(`  ${seconds(file.ms).padStart(8)}  ${file.name}`);
}

function vitest(suite, file, args, env) {
  return stage(suite, () => {
    const out = join(reports, file);
    const status = run(
      "npx",
      ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...args],
      env,
    );
    if (!existsSync(out)) return { passed: 0, failed: 1, note: `vitest exited ${status} without a report` };
    const report = JSON.parse(readFileSync(out, "utf8"));
    printSlowest(
      suite,
      report.testResults.map((result) => ({
        name: relative(process.cwd(), result.name),
        ms: result.endTime - result.startTime,
      })),
    );
    const exitedBadly = status !== 0 && report.numFailedTests === 0;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + (exitedBadly ? 1 : 0),
      note: exitedBadly ? `exit ${status}` : "",
    };
  });
}

/** Each spec file's time: the sum of its tests' runs (hooks included), as Playwright reports them. */
function specTimes(suites, into = new Map()) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          into.set(spec.file, (into.get(spec.file) ?? 0) + (result.duration ?? 0));
    specTimes(suite.suites, into);
  }
  return into;
}

function playwright() {
  return stage("browser journeys", () => {
    const out = join(reports, "playwright.json");
    const status = run("npx", ["playwright", "test", "--reporter=list,json"], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: out,
    });
    if (!existsSync(out))
      return { passed: 0, failed: 1, note: `playwright exited ${status} without a report` };
    const report = JSON.parse(readFileSync(out, "utf8"));
    printSlowest(
      "browser journeys (the time of their tests, added up)",
      [...specTimes(report.suites)].map(([name, ms]) => ({ name: `e2e/${name}`, ms })),
    );
    const { stats } = report;
    const exitedBadly = status !== 0 && stats.unexpected === 0;
    return { passed: stats.expected, failed: stats.unexpected + stats.flaky + (exitedBadly ? 1 : 0) };
  });
}

/** A check script that prints PASS/FAIL lines: its closing `N passed, N failed` line is the stage's count. */
function countedScript(suite, command, args) {
  return stage(suite, () => {
    console.log(`\n$ ${[command, ...args].join(" ")}`);
    const result = spawnSync(command, args, {
      stdio: ["ignore", "pipe", "inherit"],
      encoding: "utf8",
      env: process.env,
    });
    process.stdout.write(result.stdout ?? "");
    const last = /(\d+) passed, (\d+) failed\s*$/.exec(result.stdout ?? "");
    if (!last)
      return { passed: 0, failed: 1, note: `${args.at(-1)} exited ${result.status} without a count` };
    const failed = Number(last[2]) + (result.status !== 0 && last[2] === "0" ? 1 : 0);
    return { passed: Number(last[1]), failed };
  });
}

const afterBuild = [
  ["security probes (SQLite + PostgreSQL)", "node", ["scripts/check-security.mjs"]],
  ["database outages (SQLite + PostgreSQL)", "npx", ["tsx", "scripts/check-outage.mjs"]],
];

check("type check", "npx", ["tsc", "--noEmit"]);
check("lint", "npx", ["biome", "check", "."]);
check("import boundaries", "node", ["scripts/check-boundaries.mjs"]);
vitest("unit + API (SQLite)", "vitest-sqlite.json", [], { TEST_DIALECT: "sqlite" });
if (quick) {
  lines.push("database tests (PostgreSQL), production build, journeys, probes: not run by test:quick");
} else {
  if (process.env.TEST_DATABASE_URL) {
    vitest("database tests (PostgreSQL)", "vitest-postgres.json", [".db.test."], {
      TEST_DIALECT: "postgres",
    });
  } else if (process.env.REQUIRE_POSTGRES) {
    stage("database tests (PostgreSQL)", () => ({
      passed: 0,
      failed: 1,
      note: "REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not",
    }));
  } else {
    lines.push(
      "database tests (PostgreSQL): skipped — TEST_DATABASE_URL is not set (see README: Running on PostgreSQL)",
    );
  }
  if (check("production build", "node", ["scripts/build.mjs"])) {
    playwright();
    for (const [suite, command, args] of afterBuild) countedScript(suite, command, args);
  } else {
    for (const suite of ["browser journeys", ...afterBuild.map(([name]) => name)])
      stage(suite, () => ({ passed: 0, failed: 1, note: "not run: the build failed" }));
  }
}

console.log("\nSummary");
for (const line of lines) console.log(`  ${line}`);
console.log(`  all stages: ${seconds(Date.now() - started)}`);
const summary = `${totals.passed} passed, ${totals.failed} failed`;
writeFileSync(join(reports, "summary.txt"), `${summary}\n`);
rmSync(runTemp, { recursive: true, force: true });
console.log(summary);
process.exit(totals.failed === 0 ? 0 : 1);
