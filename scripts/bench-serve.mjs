// `npm run bench:serve`: Folio's cached answers against a bare Node server sending the same bytes from
// memory, on the same machine, interleaved, with autocannon; memory before, during and after the load;
// then how `/` and `GET /api/projects` grow with 10, 100 and 1,000 projects. Exits 1 when a target is
// missed. BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_CONNECTIONS (32), BENCH_SETTLE_SECONDS (60).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { benchOwner, growProjectsTo, signIn } from "./bench/folio-owner.mjs";
import { runLoad } from "./bench/load.mjs";
import { pinLoadGenerator, productionNodeFlags, rssMb, startBare, startFolio } from "./bench/processes.mjs";
import { measureGrowth } from "./bench/serve-growth.mjs";
import { ensureBuild } from "./build.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 60);
const idleSeconds = Math.max(15, settleSeconds);
const targets = { plain: 0.5, br: 0.4, api: 0.5, utm: 0.5, idleMb: 120, loadMb: 200, afterRatio: 1.2 };
const brotli = { "accept-encoding": "br, gzip" };
const scenarios = [
  { id: "plain", label: "cached /, no compression", path: "/" },
  { id: "br", label: "cached /, Accept-Encoding: br, gzip", path: "/", headers: brotli },
  { id: "api", label: "GET /api/projects", path: "/api/projects" },
  { id: "utm", label: "/?utm_source=x (+ a new fbclid each)", path: "/?utm_source=x", varyQuery: true },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fixed = (value, digits = 0) => value.toFixed(digits).padStart(7);
const load1 = () => loadavg()[0].toFixed(2);

await ensureBuild();
console.log(
  `bench:serve — ${pinLoadGenerator()}; ${rounds} rounds × ${seconds} s, ${connections} connections`,
);
const dataDir = mkdtempSync(join(tmpdir(), "folio-bench-serve-"));
const bytesDir = join(dataDir, "reference");
mkdirSync(bytesDir);
// The sample projects are imported by a first process; the one measured starts on that data, so its
// idle memory is that of a started site, not of the owner's sign-in and import.
const seeding = await startFolio(root, { DATA_DIR: dataDir, ...benchOwner });
await growProjectsTo(seeding.url, await signIn(seeding.url), 0, 10);
await seeding.stop();
const folio = await startFolio(root, { DATA_DIR: dataDir, ...benchOwner });
console.log(
  `Folio runs as: ${["node", ...productionNodeFlags(root), "dist/server/server.js"].join(" ")} (LOG_LEVEL=warn)`,
);
let bare;
let failed = false;
try {
  // The bytes Folio answers (after a first render) are what the bare server answers too.
  const fetchBytes = async (path, headers = {}) => {
    const response = await fetch(`${folio.url}${path}`, { headers });
    return Buffer.from(await response.arrayBuffer());
  };
  const plainPage = await fetchBytes("/");
  await new Promise((resolve) => setTimeout(resolve, 2000)); // the best compression replaces the fast one
  const rawCompressed = async (encoding) => {
    const { request } = await import("node:http");
    return new Promise((resolve, reject) => {
      request(`${folio.url}/`, { headers: { "accept-encoding": encoding } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks)));
      })
        .on("error", reject)
        .end();
    });
  };
  writeFileSync(join(bytesDir, "page.html"), plainPage);
  writeFileSync(join(bytesDir, "page.html.br"), await rawCompressed("br"));
  writeFileSync(join(bytesDir, "page.html.gz"), await rawCompressed("gzip"));
  writeFileSync(join(bytesDir, "projects.json"), await fetchBytes("/api/projects"));
  bare = await startBare(root, bytesDir);
  // Idle: started, the page rendered once, then nothing to do for as long as the "after" reading
  // waits. V8 returns the start-up garbage to the system over that time; the early reading shows it.
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const earlyMb = rssMb(folio.pid);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, idleSeconds - 15) * 1000));
  const idleMb = rssMb(folio.pid);
  console.log(`Folio RSS 15 s after start: ${earlyMb.toFixed(0)} MB (for information)`);
  console.log(
    `/ is ${(plainPage.length / 1024).toFixed(1)} KB plain; Folio RSS idle ${idleSeconds} s after start: ${idleMb.toFixed(0)} MB`,
  );

  let peakMb = idleMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(folio.pid));
  }, 200);
  const results = Object.fromEntries(scenarios.map((s) => [s.id, { folio: [], bare: [] }]));
  for (let round = 1; round <= rounds; round++) {
    console.log(`round ${round}/${rounds} (1-min load average ${load1()})`);
    for (const scenario of scenarios) {
      // Alternate which server goes first, so neither always runs on a warmer or busier machine.
      const order = round % 2 ? ["bare", "folio"] : ["folio", "bare"];
      for (const who of order) {
        const server = who === "folio" ? folio : bare;
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
    `\nMedians of ${rounds} rounds; ratio: the median of each round's Folio / bare Node sending the same bytes:`,
  );
  for (const scenario of scenarios) {
    const { folio: folioRuns, bare: bareRuns } = results[scenario.id];
    const f = median(folioRuns.map((r) => r.rps));
    const b = median(bareRuns.map((r) => r.rps));
    const p99 = median(folioRuns.map((r) => r.p99));
    // Each round's two runs are back to back: their ratio is the least disturbed by the machine's load.
    const ratio = median(folioRuns.map((run, i) => run.rps / bareRuns[i].rps));
    const ok = ratio >= targets[scenario.id];
    if (!ok) failed = true;
    console.log(
      `  ${scenario.label.padEnd(38)} Folio ${fixed(f)} req/s (p99 ${p99.toFixed(1)} ms)  bare ${fixed(b)}  ratio ${ratio.toFixed(2)} (target >= ${targets[scenario.id]}) ${ok ? "ok" : "MISSED"}`,
    );
  }
  const utmVsCached =
    median(results.utm.folio.map((r) => r.rps)) / median(results.plain.folio.map((r) => r.rps));
  console.log(`  /?utm_source=x against cached / (both Folio): ${utmVsCached.toFixed(2)}`);

  console.log(`\nWaiting ${settleSeconds} s after the load (1-min load average ${load1()})…`);
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const afterMb = rssMb(folio.pid);
  const memory = [
    [`idle ${idleSeconds} s after start`, idleMb, idleMb <= targets.idleMb, `<= ${targets.idleMb} MB`],
    ["peak under load", peakMb, peakMb <= targets.loadMb, `<= ${targets.loadMb} MB`],
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
  await folio.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failed ? "\nbench:serve: a target was missed" : "\nbench:serve: every target met");
process.exit(failed ? 1 : 0);
