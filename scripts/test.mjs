// `npm test`: every suite in order — types, lint, import boundaries, unit + API on SQLite, API on PostgreSQL (when
// TEST_DATABASE_URL is set), browser journeys against the production build, then the security probes and
// the backup round trip from outside (`check:security`: SQLite, and PostgreSQL with TEST_DATABASE_URL,
// SQLite → PostgreSQL → SQLite included), each PASS/FAIL line counted. Ends with one line
// `N passed, N failed` summed over all suites, and exits non-zero if anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const reports = "test-results/reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0 };
const lines = [];

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(" ")}`);
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status;
}

function record(suite, passed, failed, note = "") {
  totals.passed += passed;
  totals.failed += failed;
  lines.push(`${suite}: ${passed} passed, ${failed} failed${note ? ` (${note})` : ""}`);
}

/** A check with no test count of its own (types, lint, build) counts as one test. */
function check(suite, command, args) {
  const ok = run(command, args) === 0;
  record(suite, ok ? 1 : 0, ok ? 0 : 1);
  return ok;
}

function vitest(suite, file, args, env) {
  const out = join(reports, file);
  const status = run(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${out}`, ...args],
    env,
  );
  if (!existsSync(out)) return record(suite, 0, 1, `vitest exited ${status} without a report`);
  const report = JSON.parse(readFileSync(out, "utf8"));
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  record(
    suite,
    report.numPassedTests,
    failed,
    status !== 0 && report.numFailedTests === 0 ? `exit ${status}` : "",
  );
}

/** `check:security`: its closing `N passed, N failed` line is the suite's count. */
function securityProbes() {
  const result = spawnSync("node", ["scripts/check-security.mjs"], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
    env: process.env,
  });
  process.stdout.write(result.stdout ?? "");
  const last = /(\d+) passed, (\d+) failed\s*$/.exec(result.stdout ?? "");
  if (!last) return record("security probes", 0, 1, `check-security exited ${result.status} without a count`);
  const failed = Number(last[2]) + (result.status !== 0 && last[2] === "0" ? 1 : 0);
  record("security probes (SQLite + PostgreSQL)", Number(last[1]), failed);
}

function playwright() {
  const out = join(reports, "playwright.json");
  const status = run("npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_FILE: out,
  });
  if (!existsSync(out))
    return record("browser journeys", 0, 1, `playwright exited ${status} without a report`);
  const { stats } = JSON.parse(readFileSync(out, "utf8"));
  const failed = stats.unexpected + stats.flaky + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  record("browser journeys", stats.expected, failed);
}

check("type check", "npx", ["tsc", "--noEmit"]);
check("lint", "npx", ["biome", "check", "."]);
check("import boundaries", "node", ["scripts/check-boundaries.mjs"]);
vitest("unit + API (SQLite)", "vitest-sqlite.json", [], { TEST_DIALECT: "sqlite" });
if (process.env.TEST_DATABASE_URL) {
  vitest("API (PostgreSQL)", "vitest-postgres.json", ["api.test"], { TEST_DIALECT: "postgres" });
} else if (process.env.REQUIRE_POSTGRES) {
  record("API (PostgreSQL)", 0, 1, "REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not");
} else {
  lines.push("API (PostgreSQL): skipped — TEST_DATABASE_URL is not set (see README: Running on PostgreSQL)");
}
if (check("production build", "node", ["scripts/build.mjs"])) {
  playwright();
  console.log("\n$ node scripts/check-security.mjs");
  securityProbes();
} else {
  record("browser journeys", 0, 1, "not run: the build failed");
  record("security probes (SQLite + PostgreSQL)", 0, 1, "not run: the build failed");
}

console.log("\nSummary");
for (const line of lines) console.log(`  ${line}`);
const summary = `${totals.passed} passed, ${totals.failed} failed`;
writeFileSync(join(reports, "summary.txt"), `${summary}\n`);
console.log(summary);
process.exit(totals.failed === 0 ? 0 : 1);
