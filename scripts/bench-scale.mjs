// `npm run bench:scale`: Folio as `npm start` runs it (its flags, its default log level, output to a
// pipe) on one PostgreSQL database, behind nginx: first one instance, then two. Prints req/s and p99
// for the cached public page `/` and a project read (`GET /api/projects/:id`), the ratio of two to one,
// then the errors and p99 while both instances are restarted one after the other under load (the
// README's procedure: out of the proxy, SIGTERM, start, back in). Needs TEST_DATABASE_URL (a scratch
// database is made and dropped) and nginx. On a machine of 2 shared cores, two instances cannot be
// twice one: the figures are printed as measured.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import pg from "pg";
// The journey's nginx helper (TypeScript: this script runs under tsx).
import { nginxAvailable, nginxPath, startNginx } from "../e2e/support/nginx.ts";
import { freePort, startFolioProcess } from "./lib/folio-process.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl || !nginxAvailable()) {
  console.error(
    `bench:scale needs ${!adminUrl ? "TEST_DATABASE_URL (a PostgreSQL server for a scratch database)" : `nginx at ${nginxPath}`}`,
  );
  process.exit(1);
}

async function load(url, path, duration = seconds) {
  const result = await autocannon({ url: `${url}${path}`, connections, duration, timeout: 10 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const name = `folio_bench_${randomBytes(5).toString("hex")}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const ports = { a: await freePort(), b: await freePort(), proxy: await freePort() };
const dirs = [mkdtempSync(join(tmpdir(), "folio-bench-a-")), mkdtempSync(join(tmpdir(), "folio-bench-b-"))];
const proxyUrl = `http://127.0.0.1:${ports.proxy}`;
const env = (port, dataDir) => ({
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  PUBLIC_URL: proxyUrl,
  TRUST_PROXY: "1",
  AUTH_SECRET: "a-shared-secret-for-every-instance-0123456789",
  OWNER_EMAIL: "owner@bench.test",
  OWNER_PASSWORD: "correct-horse-battery-staple",
  // npm start's default log level, written to a pipe.
  LOG_LEVEL: undefined,
});
const start = (which) =>
  startFolioProcess({
    env: env(ports[which], dirs[which === "a" ? 0 : 1]),
    command: [process.execPath, "--max-semi-space-size=4", "dist/server/server.js"],
    url: `http://127.0.0.1:${ports[which]}`,
    keepLog: false,
  });

const instances = { a: undefined, b: undefined };
let nginx;
try {
  [instances.a, instances.b] = await Promise.all([start("a"), start("b")]);
  // One project to read.
  const a = `http://127.0.0.1:${ports.a}`;
  const signIn = await fetch(`${a}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: proxyUrl },
    body: JSON.stringify({ email: "owner@bench.test", password: "correct-horse-battery-staple" }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const project = await fetch(`${a}/api/projects`, {
    method: "POST",
    headers: { cookie, origin: proxyUrl, "content-type": "application/json" },
    body: JSON.stringify({ title: "Bench", description: "A project to read", category: "Web Development" }),
  });
  const { id } = await project.json();
  const paths = { "/ (cached page)": "/", "project read": `/api/projects/${id}` };

  const both = [{ port: ports.a }, { port: ports.b }];
  nginx = await startNginx(ports.proxy, [{ port: ports.a }]);
  const one = {};
  const two = {};
  for (const [label, path] of Object.entries(paths)) {
    await load(proxyUrl, path, 1);
    one[label] = await load(proxyUrl, path);
  }
  await nginx.reload(both);
  for (const [label, path] of Object.entries(paths)) {
    await load(proxyUrl, path, 1);
    two[label] = await load(proxyUrl, path);
  }

  console.log(
    `bench:scale — nginx in front of Folio on PostgreSQL, ${connections} connections, ${seconds} s per run`,
  );
  const row = (cells) =>
    console.log(cells.map((cell, i) => (i === 0 ? cell.padEnd(18) : cell.padStart(14))).join(""));
  row(["", "one: req/s", "one: p99 ms", "two: req/s", "two: p99 ms", "two / one", "errors"]);
  for (const label of Object.keys(paths)) {
    const [x, y] = [one[label], two[label]];
    row([
      label,
      x.rps.toFixed(0),
      String(x.p99),
      y.rps.toFixed(0),
      String(y.p99),
      `${(y.rps / x.rps).toFixed(2)}×`,
      String(x.errors + x.non2xx + y.errors + y.non2xx),
    ]);
  }

  // A rolling restart under load on `/`.
  const running = autocannon({ url: `${proxyUrl}/`, connections, duration: 120, timeout: 10 });
  const restartStarted = Date.now();
  for (const which of ["a", "b"]) {
    await nginx.reload(both.map((u) => ({ ...u, down: u.port === ports[which] })));
    await instances[which]?.stop("SIGTERM");
    await instances[which]?.exited;
    instances[which] = await start(which);
    for (
      let i = 0;
      i < 200 && (await fetch(`http://127.0.0.1:${ports[which]}/api/health/ready`)).status !== 200;
      i++
    )
      await new Promise((resolve) => setTimeout(resolve, 50));
    await nginx.reload(both);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  running.stop();
  const during = await running;
  console.log(
    `rolling restart of both instances (${((Date.now() - restartStarted) / 1000).toFixed(1)} s) under load on /: ` +
      `${during.requests.total} requests, ${during.errors + during.timeouts} errors, ${during.non2xx} non-2xx, ` +
      `p99 ${during.latency.p99} ms, ${during.requests.average.toFixed(0)} req/s`,
  );
  console.log(
    "(one machine runs nginx, both instances, PostgreSQL and the load generator on its cores: two instances share them)",
  );
} finally {
  await nginx?.stop();
  await Promise.all([instances.a?.stop(), instances.b?.stop()]);
  await Promise.all([instances.a?.exited, instances.b?.exited]);
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
