// `npm run bench:page`: Lighthouse 12 (Node API) against the production build of `/`, mobile and
// desktop, RUNS runs each (default 3), printing the medians and checking them against the targets
// (scores, CLS 0, mobile LCP <= 1 s, FCP <= 0.9 s and TBT <= 100 ms, desktop LCP <= 0.5 s); then the JavaScript `/` loads (gzipped)
// at phone and desktop widths, and a check that no owner-area (auth/admin) chunk is among it. Exits 1
// when a target is missed. Then the owner's screens (scripts/bench/owner-screens.mjs): the sign-in,
// recovery and setup screens and the signed-in dashboard, mobile, against their targets.
// Then a project's page (scripts/bench/own-pages.mjs), mobile, on a second server with 10 projects,
// and a post's page and `/writing` on a third with 10 posts.
// `BENCH_PAGES=owner` measures only the owner's screens, `BENCH_PAGES=public` only `/`,
// `BENCH_PAGES=project` only the project page, `BENCH_PAGES=writing` only the writing pages.
// Chromium: CHROME_PATH or /usr/bin/chromium.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { benchOwner } from "./bench/folio-owner.mjs";
import { benchPostPages, benchProjectPage } from "./bench/own-pages.mjs";
import { benchOwnerScreens } from "./bench/owner-screens.mjs";
import { ensureBuild } from "./build.mjs";
import { freePort, startFolioProcess } from "./lib/folio-process.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const runs = Number(process.env.RUNS ?? 3);
const pages = process.env.BENCH_PAGES ?? "all";
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const targets = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  cls: 0,
  /** Largest and first contentful paint, ms, Lighthouse's simulated throttling. */
  lcpMs: { mobile: 1000, desktop: 500 },
  fcpMs: { mobile: 900, desktop: Number.POSITIVE_INFINITY },
  /** Total blocking time, ms (issue 29, point 4: the public page's main thread on a phone). */
  tbtMs: { mobile: 100, desktop: Number.POSITIVE_INFINITY },
  jsKb: 170,
  phoneJsKb: 90,
  desktopJsKb: 120,
};

if (!existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}; set CHROME_PATH.`);
  process.exit(2);
}

async function startServer(extraEnv = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "folio-bench-"));
  const url = `http://127.0.0.1:${port}`;
  const folio = await startFolioProcess({
    command: [process.execPath, join(root, "dist/server/server.js")],
    env: { PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: url, ...extraEnv },
    inheritStderr: true,
  });
  return {
    url,
    log: folio.log,
    stop: async () => {
      await folio.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url, formFactor, extraHeaders) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", ...(extraHeaders ? { extraHeaders } : {}) },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/**
 * One measured run. A run Lighthouse itself could not complete (a `runtimeError`, such as no paint seen
 * on a busy machine) scores 0 and measures nothing: it is reported and run again, at most twice.
 */
async function measuredAudit(url, formFactor, extraHeaders) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await audit(url, formFactor, extraHeaders);
    if (!lhr.runtimeError) return lhr;
    const retry = attempt < 3;
    console.log(
      `  (${formFactor} run not measured: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}${retry ? "; running it again" : ""})`,
    );
    if (!retry) throw new Error("Lighthouse could not measure the page three times in a row");
  }
}

function summarize(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = (lhr.audits["network-requests"]?.details?.items ?? [])
    .filter((item) => item.resourceType === "Script")
    .map((item) => item.url);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    cls: numeric("cumulative-layout-shift"),
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    scripts,
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== "informative" &&
          a.scoreDisplayMode !== "notApplicable",
      )
      .map((a) => a.id),
  };
}

function ownerAreaChunks() {
  const manifest = JSON.parse(readFileSync(join(root, "dist/client/.vite/manifest.json"), "utf8"));
  return Object.entries(manifest)
    .filter(([source]) => /src\/web\/routes\/(auth|admin|owner)\//.test(source))
    .map(([, chunk]) => `/${chunk.file}`);
}

await ensureBuild();
const server = await startServer();
// Warm the server's page cache: the first render of `/` is not what visitors get.
await fetch(`${server.url}/`);
let failed = false;
try {
  if (pages === "all" || pages === "public") failed = !(await benchPublicPage());
  if (pages === "all" || pages === "owner") {
    console.log(`Lighthouse ${runs}× mobile on the owner's screens`);
    const met = await benchOwnerScreens(
      server,
      (url, headers) => measuredAudit(url, "mobile", headers),
      runs,
    );
    if (!met) failed = true;
  }
} finally {
  await server.stop();
}
for (const [name, label, bench] of [
  ["project", "a project's page", benchProjectPage],
  ["writing", "a post's page and /writing", benchPostPages],
]) {
  if (pages !== "all" && pages !== name) continue;
  const ownServer = await startServer(benchOwner);
  try {
    console.log(`Lighthouse ${runs}× mobile on ${label}`);
    const met = await bench(ownServer, (url) => measuredAudit(url, "mobile"), runs);
    if (!met) failed = true;
  } finally {
    await ownServer.stop();
  }
}
console.log(failed ? "bench:page: a target was missed" : "bench:page: every target met");
process.exit(failed ? 1 : 0);

/** `/`, mobile and desktop: answers whether every target was met. */
async function benchPublicPage() {
  console.log(`Lighthouse ${runs}× mobile and desktop against ${server.url}/ (Chromium ${chromePath})`);
  let failed = false;
  const allScripts = new Set();
  /** The scripts each form factor loaded (phone: Lighthouse's mobile run, 412 px; desktop: 1350 px). */
  const scriptsBy = { mobile: new Set(), desktop: new Set() };
  for (const formFactor of ["mobile", "desktop"]) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const summary = summarize(await measuredAudit(`${server.url}/`, formFactor));
      for (const script of summary.scripts) {
        allScripts.add(script);
        scriptsBy[formFactor].add(script);
      }
      results.push(summary);
      process.stdout.write(
        `  ${formFactor} run ${i + 1}/${runs}: TBT ${Math.round(summary.tbtMs)} ms, perf ${summary.performance}, a11y ${summary.accessibility}, bp ${summary["best-practices"]}, seo ${summary.seo}, CLS ${summary.cls.toFixed(3)}${summary.failing.length ? ` (below 0.9: ${summary.failing.join(", ")})` : ""}\n`,
      );
    }
    const m = (key) => median(results.map((r) => r[key]));
    console.log(
      `${formFactor.padEnd(7)} median  Performance ${m("performance")}  Accessibility ${m("accessibility")}  Best Practices ${m("best-practices")}  SEO ${m("seo")}  CLS ${m("cls").toFixed(3)}  LCP ${Math.round(m("lcpMs"))} ms  FCP ${Math.round(m("fcpMs"))} ms  TBT ${Math.round(m("tbtMs"))} ms`,
    );
    for (const key of ["performance", "accessibility", "best-practices", "seo"])
      if (m(key) < targets[key]) failed = true;
    if (m("cls") > targets.cls) failed = true;
    const paints = [
      ["LCP", m("lcpMs"), targets.lcpMs[formFactor]],
      ["FCP", m("fcpMs"), targets.fcpMs[formFactor]],
      ["TBT", m("tbtMs"), targets.tbtMs[formFactor]],
    ].filter(([, , target]) => Number.isFinite(target));
    for (const [name, value, target] of paints) {
      const ok = value <= target;
      if (!ok) failed = true;
      console.log(
        `  ${formFactor} ${name} ${Math.round(value)} ms (target <= ${target} ms) ${ok ? "ok" : "MISSED"}`,
      );
    }
  }

  let gzipped = 0;
  const owner = new Set(ownerAreaChunks());
  const loadedOwner = [];
  const gzippedSize = new Map();
  for (const script of allScripts) {
    const { pathname } = new URL(script);
    if (owner.has(pathname)) loadedOwner.push(pathname);
    const body = Buffer.from(await (await fetch(script)).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    gzippedSize.set(script, size);
    gzipped += size;
    const where = ["mobile", "desktop"].filter((f) => scriptsBy[f].has(script)).join(", ");
    console.log(`  script ${pathname}  ${(size / 1024).toFixed(1)} KB gz  (${where})`);
  }
  for (const [formFactor, label, target] of [
    ["mobile", "phone", targets.phoneJsKb],
    ["desktop", "desktop", targets.desktopJsKb],
  ]) {
    let bytes = 0;
    for (const script of scriptsBy[formFactor]) bytes += gzippedSize.get(script) ?? 0;
    const budgetKb = bytes / 1024;
    const ok = budgetKb <= target;
    if (!ok) failed = true;
    console.log(
      `JavaScript for / on ${label} (gzipped): ${budgetKb.toFixed(1)} KB (target <= ${target} KB) ${ok ? "ok" : "MISSED"}`,
    );
  }
  const kb = gzipped / 1024;
  console.log(
    `JavaScript loaded by / (all runs, gzipped): ${kb.toFixed(1)} KB (target <= ${targets.jsKb} KB)`,
  );
  console.log(
    loadedOwner.length
      ? `Owner-area chunks loaded: ${loadedOwner.join(", ")}`
      : "Owner-area (auth/admin) chunks loaded: none",
  );
  if (kb > targets.jsKb || loadedOwner.length > 0) failed = true;
  return !failed;
}
