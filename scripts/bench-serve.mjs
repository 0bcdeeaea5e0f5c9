// `npm run bench:serve`: Folio run as `npm start` runs it (its Node flags, the default log level, output
// to a pipe this process drains, as under a process manager) against a bare Node server sending the same
// bytes from memory, on the same machine, interleaved, with autocannon; beside it, labelled, the same
// Folio with LOG_LEVEL=warn, so the access log's cost shows. Memory 5 s after the page has been served to
// two browsers, under the load and after it; a cached project page beside `/`; then how `/` and
// `GET /api/projects` grow with 10, 100 and 1,000 projects. Exits 1 when a target is missed.
// BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_CONNECTIONS (32), BENCH_SETTLE_SECONDS (60).
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { benchOwner, growProjectsTo, signIn } from "./bench/folio-owner.mjs";
import { runLoad } from "./bench/load.mjs";
import { pinLoadGenerator, rssMb, startBare, startCommand, startFolio } from "./bench/processes.mjs";
import { measureGrowth } from "./bench/serve-growth.mjs";
import { ensureBuild } from "./build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const targets = {
  plain: 0.5,
  br: 0.4,
  api: 0.5,
  project: 0.5,
  utm: 0.5,
  logCost: 0.1,
  idleMb: 120,
  loadMb: 200,
  afterRatio: 1.2,
};
const brotli = { "accept-encoding": "br, gzip" };
const scenarios = [
  { id: "plain", label: "cached /, no compression", path: "/" },
  { id: "br", label: "cached /, Accept-Encoding: br, gzip", path: "/", headers: brotli },
  { id: "api", label: "GET /api/projects", path: "/api/projects" },
  // The path is the first project's page, set once the site is seeded.
  { id: "project", label: "cached project page, no compression", path: "/projects/" },
  { id: "utm", label: "/?utm_source=x (+ a new fbclid each)", path: "/?utm_source=x", varyQuery: true },
];
const servers = { bare: "bare", folio: "Folio (default, as npm start)", quiet: "Folio with LOG_LEVEL=warn" };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fixed = (value, digits = 0) => value.toFixed(digits).padStart(7);
const load1 = () => loadavg()[0].toFixed(2);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens `/` in a fresh browser, as a first visit would, until the load event and a second after. */
async function visit(url) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${url}/`, { waitUntil: "load" });
    await sleep(1000);
  } finally {
    await browser.close();
  }
}

await ensureBuild();
console.log(
  `bench:serve — ${pinLoadGenerator()}; ${rounds} rounds × ${seconds} s, ${connections} connections`,
);
const dataDir = mkdtempSync(join(tmpdir(), "folio-bench-serve-"));
const quietDir = `${dataDir}-warn`;
const bytesDir = join(dataDir, "reference");
mkdirSync(bytesDir);
// The sample projects are imported by a first process; the ones measured start on that data (a copy
// each), so their memory is that of a started site, not of the owner's sign-in and import.
const seeding = await startFolio(root, { DATA_DIR: dataDir, ...benchOwner });
await growProjectsTo(seeding.url, await signIn(seeding.url), 0, 10);
await seeding.stop();
cpSync(dataDir, quietDir, { recursive: true });
// Started in this order on purpose: on a busy machine a process started earlier was seen to answer
// faster, so the one the targets are about (Folio as npm start runs it) starts last.
const quiet = await startFolio(root, { DATA_DIR: quietDir, ...benchOwner, LOG_LEVEL: "warn" });
let bare;
let folio;
let failed = false;
try {
  // The bytes Folio answers (after a first render), headers included, are what the bare server answers.
  const { request } = await import("node:http");
  const connectionHeaders = new Set([
    "date",
    "connection",
    "keep-alive",
    "transfer-encoding",
    "content-length",
  ]);
  const answer = (path, headers = {}) =>
    new Promise((resolve, reject) => {
      request(`${quiet.url}${path}`, { headers }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            body: Buffer.concat(chunks),
            headers: Object.fromEntries(
              Object.entries(response.headers).filter(([name]) => !connectionHeaders.has(name)),
            ),
          }),
        );
      })
        .on("error", reject)
        .end();
    });
  const plain = await answer("/");
  const plainPage = plain.body;
  await sleep(2000); // the best compression replaces the fast one
  const br = await answer("/", { "accept-encoding": "br" });
  const gzip = await answer("/", { "accept-encoding": "gzip" });
  const projects = await answer("/api/projects");
  const projectScenario = scenarios.find((scenario) => scenario.id === "project");
  projectScenario.path = `/projects/${JSON.parse(projects.body.toString()).items[0].slug}`;
  const project = await answer(projectScenario.path);
  writeFileSync(join(bytesDir, "page.html"), plainPage);
  writeFileSync(join(bytesDir, "page.html.br"), br.body);
  writeFileSync(join(bytesDir, "page.html.gz"), gzip.body);
  writeFileSync(join(bytesDir, "projects.json"), projects.body);
  writeFileSync(join(bytesDir, "project.html"), project.body);
  const headers = {
    plain: plain.headers,
    br: br.headers,
    gzip: gzip.headers,
    projects: projects.headers,
    project: project.headers,
  };
  writeFileSync(join(bytesDir, "headers.json"), JSON.stringify(headers));
  bare = await startBare(root, bytesDir);

  folio = await startFolio(root, { DATA_DIR: dataDir, ...benchOwner });
  console.log(
    `Folio runs as npm start runs it: ${startCommand(root)
      .map((word) => word.replace(root, ""))
      .join(" ")}, LOG_LEVEL unset (info), stdout and stderr to a drained pipe`,
  );
  // Memory as a small site lives: the page served to two browsers (each a first visit: the page, its
  // scripts, fonts and images, the page view), then 5 s of nothing.
  const startedMb = rssMb(folio.pid);
  await visit(folio.url);
  await visit(folio.url);
  await sleep(5000);
  const idleMb = rssMb(folio.pid);
  console.log(`Folio RSS just after start: ${startedMb.toFixed(0)} MB (for information)`);
  // The two Folios' pages differ only in their public URL (their own port), not in size.
  const folioPage = Buffer.from(await (await fetch(`${folio.url}/`)).arrayBuffer());
  const sameSize = folioPage.length === plainPage.length;
  console.log(
    `/ is ${(plainPage.length / 1024).toFixed(1)} KB plain (${sameSize ? "the same size" : "NOT the same size"} from both Folios); Folio RSS 5 s after serving the page to two browsers: ${idleMb.toFixed(0)} MB`,
  );
  // Every server warmed alike (its code compiled and optimized) before anything is measured.
  for (const server of [bare, quiet, folio])
    for (const scenario of scenarios)
      await runLoad({ ...scenario, url: server.url, seconds: 1, connections });

  let peakMb = idleMb;
  // What was loading when the peak was reached (for information).
  let running = "";
  let peakDuring = "no load";
  const sampler = setInterval(() => {
    const mb = rssMb(folio.pid);
    if (mb > peakMb) [peakMb, peakDuring] = [mb, running];
  }, 200);
  const results = Object.fromEntries(scenarios.map((s) => [s.id, { folio: [], bare: [], quiet: [] }]));
  const orders = [
    ["bare", "folio", "quiet"],
    ["folio", "quiet", "bare"],
    ["quiet", "bare", "folio"],
  ];
  for (let round = 1; round <= rounds; round++) {
    console.log(`round ${round}/${rounds} (1-min load average ${load1()})`);
    for (const scenario of scenarios) {
      // Rotate which server goes first, so none always runs on a warmer or busier machine.
      for (const who of orders[(round - 1) % orders.length]) {
        const server = { folio, bare, quiet }[who];
        running = `${scenario.label} on the ${who === "folio" ? "default Folio" : who === "quiet" ? "quiet Folio" : "bare server"}, round ${round}`;
        const run = await runLoad({ ...scenario, url: server.url, seconds, connections });
        results[scenario.id][who].push(run);
        const failures = run.timeouts + run.errors + run.non2xx;
        console.log(
          `  ${scenario.label.padEnd(38)} ${who.padEnd(5)} ${fixed(run.rps)} req/s  p50 ${fixed(run.p50, 1)} ms  p99 ${fixed(run.p99, 1)} ms${failures ? `  (${run.timeouts} time-outs, ${run.errors} errors, ${run.non2xx} non-2xx)` : ""}`,
        );
      }
    }
  }
  clearInterval(sampler);
  console.log(
    `\nMedians of ${rounds} rounds; ratio: the median of each round's Folio / bare Node sending the same bytes (runs back to back, the least disturbed by the machine's load):`,
  );
  const roundRatios = (a, b) => a.map((run, i) => run.rps / b[i].rps);
  for (const scenario of scenarios) {
    const runs = results[scenario.id];
    const b = median(runs.bare.map((r) => r.rps));
    const ratio = median(roundRatios(runs.folio, runs.bare));
    const quietRatio = median(roundRatios(runs.quiet, runs.bare));
    const logCost = 1 - median(roundRatios(runs.folio, runs.quiet));
    const ok = ratio >= targets[scenario.id];
    const logOk = logCost <= targets.logCost;
    if (!ok || !logOk) failed = true;
    console.log(`  ${scenario.label} (bare ${b.toFixed(0)} req/s)`);
    console.log(
      `    ${servers.folio.padEnd(30)} ${fixed(median(runs.folio.map((r) => r.rps)))} req/s (p99 ${median(runs.folio.map((r) => r.p99)).toFixed(1)} ms)  ratio ${ratio.toFixed(2)} (target >= ${targets[scenario.id]}) ${ok ? "ok" : "MISSED"}`,
    );
    console.log(
      `    ${servers.quiet.padEnd(30)} ${fixed(median(runs.quiet.map((r) => r.rps)))} req/s (p99 ${median(runs.quiet.map((r) => r.p99)).toFixed(1)} ms)  ratio ${quietRatio.toFixed(2)} (for information)`,
    );
    console.log(
      `    access log's cost (1 - default / warn): ${(logCost * 100).toFixed(1)} % (target <= ${targets.logCost * 100} %) ${logOk ? "ok" : "MISSED"}`,
    );
  }
  const utmVsCached =
    median(results.utm.folio.map((r) => r.rps)) / median(results.plain.folio.map((r) => r.rps));
  console.log(`  /?utm_source=x against cached / (both Folio, default): ${utmVsCached.toFixed(2)}`);

  console.log(`\nWaiting ${settleSeconds} s after the load (1-min load average ${load1()})…`);
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const afterMb = rssMb(folio.pid);
  const memory = [
    ["5 s after two browsers", idleMb, idleMb <= targets.idleMb, `<= ${targets.idleMb} MB`],
    [
      "peak under load",
      peakMb,
      peakMb <= targets.loadMb,
      `<= ${targets.loadMb} MB; reached during ${peakDuring}`,
    ],
    [
      `${settleSeconds} s after the load`,
      afterMb,
      afterMb <= idleMb * targets.afterRatio,
      `<= ${(idleMb * targets.afterRatio).toFixed(0)} MB (idle + 20 %)`,
    ],
  ];
  console.log(`Folio RSS (1-min load average ${load1()}):`);
  for (const [label, mb, ok, target] of memory) {
    if (!ok) failed = true;
    console.log(`  ${label.padEnd(24)} ${fixed(mb)} MB  (target ${target}) ${ok ? "ok" : "MISSED"}`);
  }

  const cookie = await signIn(folio.url);
  const growth = await measureGrowth({
    url: folio.url,
    cookie,
    current: 10,
    sizes: [10, 100, 1000],
    connections,
  });
  if (!growth.flat) failed = true;
} finally {
  await bare?.stop();
  await quiet.stop();
  await folio?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(quietDir, { recursive: true, force: true });
}
console.log(failed ? "\nbench:serve: a target was missed" : "\nbench:serve: every target met");
process.exit(failed ? 1 : 0);
