// `npm run check:outage`: Folio survives its database (decision 129). Runs the production build as
// `npm start` would and, one line each (`PASS [where] check: detail` / `FAIL …`), then `N passed, N failed`:
// - PostgreSQL (a server of its own, so it may be stopped and crashed), two instances behind nginx:
//   every Folio connection is terminated during a burst of visitor messages and reads, then the server
//   crashes (`pg_ctl stop -m immediate`) under load and starts again 3 s later. Both processes stay up,
//   answer 503 (never 500) while the database is gone, are ready again within 5 s of its return, every
//   acknowledged message is stored once, and every stored message's two e-mails go out once; and an
//   instance started while the server is down waits for it and serves once it is up.
// - SQLite: another process holds the database's write lock for 10 s during the burst: writes answer
//   503, reads go on, and everything resumes when the lock is let go.
// Runs under tsx (it uses the journeys' nginx helper). The PostgreSQL part needs nginx and an installed
// PostgreSQL (not a running one); without them it prints SKIP and why, or fails with REQUIRE_POSTGRES.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { nginxAvailable, nginxPath, startNginx } from "../e2e/support/nginx.ts";
import { ensureBuild } from "./build.mjs";
import { freePort, sendVisitorMessage, startFolioProcess, waitUntil } from "./lib/folio-process.mjs";
import { postgresBinaries, startScratchPostgresServer } from "./lib/scratch-postgres-server.mjs";
import { startMailSink } from "./security-probes/harness.mjs";

const BURST = 120;
const CONCURRENCY = 8;
/** How soon after the database is back every instance must say it is ready. */
const RECOVERY_MS = 5_000;

let passed = 0;
let failed = 0;
function report(where, name, ok, detail) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? "PASS" : "FAIL"} [${where}] ${name}: ${String(detail).replace(/\s+/g, " ")}`);
}

/** Runs a part; a part that throws fails with its message. */
async function part(where, name, run) {
  try {
    await run();
  } catch (error) {
    report(where, name, false, error instanceof Error ? error.message : String(error));
  }
}

const owner = { email: "owner@outage.test", password: "an-outage-check-password-42" };

async function startInstance(env) {
  const port = await freePort();
  return startFolioProcess({
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // `npm start`'s level: what an operator reads in an outage is part of the check.
      LOG_LEVEL: undefined,
      OWNER_EMAIL: owner.email,
      OWNER_PASSWORD: owner.password,
      MAIL_FROM: "Folio <folio@outage.test>",
      // Each visitor comes with an address of its own (X-Forwarded-For), so the per-address limit is theirs.
      TRUST_PROXY: "true",
      ...env,
      PUBLIC_URL: env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
    },
    url: `http://127.0.0.1:${port}`,
    command: [process.execPath, "--max-semi-space-size=4", "dist/server/server.js"],
  }).then((folio) => ({ ...folio, port }));
}

/**
 * Sends `total` visitor messages, `CONCURRENCY` at a time, each followed by a read the cache does not
 * answer, through `url`; `during(acknowledged)` runs once, when half are acknowledged. Answers the
 * statuses seen and the numbers of the acknowledged messages.
 */
async function burst(url, tag, during) {
  const statuses = new Map();
  const acknowledged = [];
  const count = (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  let next = 0;
  let event;
  const worker = async () => {
    for (let n = next++; n < BURST; n = next++) {
      try {
        const status = await sendVisitorMessage(url, n, `${tag} message ${n}: the database may come and go.`);
        count(`post ${status}`);
        if (status === 201) acknowledged.push(n);
        const read = await fetch(`${url}/api/projects?q=${tag}${n}`);
        await read.arrayBuffer();
        count(`read ${read.status}`);
      } catch (error) {
        count(`error ${error.cause?.code ?? error.message}`);
      }
      if (!event && acknowledged.length >= BURST / 4) event = during();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await event;
  return { statuses, acknowledged };
}

const describe = (statuses) =>
  [...statuses]
    .sort()
    .map(([what, n]) => `${what} ×${n}`)
    .join(", ");

/** Answers that say something broke: a 500 or a cut connection (a 503 while the database is gone is expected). */
const broken = (statuses) => [...statuses.keys()].filter((key) => !/ (200|201|503)$/.test(key));

const alive = (folio) => folio.child.exitCode === null && folio.child.signalCode === null;

async function readyWithin(folios, ms) {
  const since = Date.now();
  await waitUntil(
    async () => {
      for (const folio of folios)
        if ((await fetch(`${folio.url}/api/health/ready`)).status !== 200) return false;
      return true;
    },
    { timeoutMs: ms, what: "every instance ready" },
  );
  return Date.now() - since;
}

/** Every acknowledged message stored once; answers a problem or undefined. */
function storedOnce(messages, tag, acknowledged) {
  const numbers = messages
    .map((text) => new RegExp(`^${tag} message (\\d+):`).exec(text)?.[1])
    .filter((n) => n !== undefined)
    .map(Number);
  const missing = acknowledged.filter((n) => !numbers.includes(n));
  const twice = numbers.filter((n, i) => numbers.indexOf(n) !== i);
  if (missing.length > 0) return `acknowledged but not stored: ${missing.join(", ")}`;
  if (twice.length > 0) return `stored twice: ${twice.join(", ")}`;
  return undefined;
}

async function postgresPart() {
  const where = "postgres";
  if (!postgresBinaries()) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql-15)");
  if (!nginxAvailable())
    throw new Error(`nginx is not installed at ${nginxPath} (apt-get install -y nginx-light)`);
  const server = await startScratchPostgresServer();
  const sink = await startMailSink();
  const proxyPort = await freePort();
  const folios = [];
  let nginx;
  const sql = async (text) => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };
  try {
    const env = {
      DATABASE_URL: server.url,
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      AUTH_SECRET: "a-shared-secret-for-every-instance-0123456789",
      SMTP_URL: sink.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), "folio-outage-")),
    };
    folios.push(await startInstance(env));
    folios.push(await startInstance({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), "folio-outage-")) }));
    nginx = await startNginx(
      proxyPort,
      folios.map(({ port }) => ({ port })),
    );

    // 1. Every connection ended, as a restart, a failover or an idle timeout does.
    const terminated = await burst(nginx.url, "terminated", async () => {
      await sql(
        "select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = 'client backend'",
      );
    });
    const upAfterTerminate = folios.every(alive);
    for (const folio of folios.filter((f) => !alive(f)))
      console.error(`An instance exited:\n${folio.log().slice(-3000)}`);
    report(
      where,
      "every connection terminated during a burst (two instances behind nginx)",
      upAfterTerminate && broken(terminated.statuses).length === 0,
      `${upAfterTerminate ? "both processes up" : "a process exited"}; ${describe(terminated.statuses)}`,
    );

    // 2. The server crashes under load and is back 3 s later.
    let recoveredMs = Number.POSITIVE_INFINITY;
    let during503 = "";
    const crashed = await burst(nginx.url, "crashed", async () => {
      server.stop("immediate");
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      // While it is gone: the API's JSON error and the site's error page, both 503.
      const api = await fetch(`${folios[0].url}/api/projects?q=outage`);
      const page = await fetch(`${folios[0].url}/projects/no-such-project`, {
        headers: { accept: "text/html" },
      });
      const ready = await fetch(`${folios[1].url}/api/health/ready`);
      during503 = `API ${api.status} ${(await api.json()).error?.code}, page ${page.status} ${page.headers.get("content-type")?.split(";")[0]}, ready ${ready.status}`;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      server.start();
      recoveredMs = await readyWithin(folios, RECOVERY_MS + 10_000);
    });
    const up = folios.every(alive);
    report(
      where,
      "the database crashed under load and came back 3 s later",
      up &&
        broken(crashed.statuses).length === 0 &&
        during503 === "API 503 unavailable, page 503 text/html, ready 503",
      `${up ? "both processes up" : "a process exited"}; while down: ${during503}; ${describe(crashed.statuses)}`,
    );
    report(
      where,
      `ready again within ${RECOVERY_MS / 1000} s of the database's return`,
      recoveredMs <= RECOVERY_MS,
      `${(recoveredMs / 1000).toFixed(1)} s after pg_ctl start returned`,
    );

    // 3. What was acknowledged is there once, and its mail goes out once.
    const messages = (await sql("select message from feedback_message")).map((row) => row.message);
    const problem =
      storedOnce(messages, "terminated", terminated.acknowledged) ??
      storedOnce(messages, "crashed", crashed.acknowledged);
    report(
      where,
      "every acknowledged message stored once",
      !problem,
      problem ??
        `${terminated.acknowledged.length + crashed.acknowledged.length} acknowledged, ${messages.length} stored`,
    );
    // A claim whose commit was cut off by the crash is only known to the database: that mail goes out
    // when its two-minute lease ends. It is queued, not lost, and must not have gone out yet.
    await waitUntil(
      async () =>
        (await sql("select locked_until from mail_outbox where status = 'queued'")).every(
          (row) => row.locked_until && Date.parse(row.locked_until) > Date.now(),
        ),
      { timeoutMs: 30_000, what: "the outbox sent" },
    ).catch(() => undefined);
    const outbox = await sql(
      "select status, count(*)::int as n, max(last_error) as error from mail_outbox group by status",
    );
    const byStatus = Object.fromEntries(outbox.map((row) => [row.status, row.n]));
    const sent = byStatus.sent ?? 0;
    report(
      where,
      "every stored message's e-mails sent or queued, none twice",
      sent + (byStatus.queued ?? 0) === messages.length * 2 &&
        !byStatus.failed &&
        sink.messages.length === sent,
      `${messages.length} messages, ${sink.messages.length} e-mails received; outbox: ${outbox.map((row) => `${row.status} ${row.n}${row.error ? ` (${row.error})` : ""}`).join(", ")}`,
    );

    // 4. A start while the database is down (a compose file or a boot that starts PostgreSQL later).
    server.stop("fast");
    const late = startInstance({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), "folio-outage-")) });
    late.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    server.start();
    const since = Date.now();
    try {
      folios.push(await late);
      report(
        where,
        "a start while the database is down waits for it",
        true,
        `serving ${((Date.now() - since) / 1000).toFixed(1)} s after it started`,
      );
    } catch (error) {
      report(where, "a start while the database is down waits for it", false, error.message);
    }
  } finally {
    await nginx?.stop();
    for (const folio of folios) {
      await folio.stop("SIGKILL");
    }
    await sink.stop();
    server.destroy();
  }
}

/** A process that holds SQLite's write lock on `file` for `ms`; resolves once it holds it. */
function holdWriteLock(file, ms) {
  const script = `
    const db = require("better-sqlite3")(process.argv[1]);
    db.pragma("busy_timeout = 10000");
    db.exec("begin immediate");
    console.log("locked");
    setTimeout(() => { db.exec("commit"); db.close(); }, Number(process.argv[2]));`;
  const child = spawn(process.execPath, ["-e", script, file, String(ms)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const released = new Promise((resolve) => child.on("exit", resolve));
  return new Promise((resolve, reject) => {
    child.stdout.once("data", () => resolve({ released }));
    child.on("error", reject);
  });
}

async function sqlitePart() {
  const where = "sqlite";
  const dataDir = mkdtempSync(join(tmpdir(), "folio-outage-"));
  const sink = await startMailSink();
  const folio = await startInstance({ DATA_DIR: dataDir, SMTP_URL: sink.url });
  try {
    let lockedAnswers = "";
    const locked = await burst(folio.url, "locked", async () => {
      const lock = await holdWriteLock(join(dataDir, "folio.db"), 10_000);
      try {
        const read = await fetch(`${folio.url}/api/projects?q=locked-read`);
        const write = await sendVisitorMessage(
          folio.url,
          9_999,
          "locked message 9999: while the file is held.",
        );
        lockedAnswers = `read ${read.status}, write ${write}`;
      } catch (error) {
        lockedAnswers = `${error.cause?.code ?? error.message}`;
      }
      await lock.released;
    });
    const after = await sendVisitorMessage(folio.url, 10_000, "locked message 10000: after the lock.").catch(
      (error) => error.cause?.code ?? error.message,
    );
    const up = alive(folio);
    if (!up) console.error(folio.log().slice(-3000));
    report(
      where,
      "another process holds the write lock for 10 s during a burst",
      up && broken(locked.statuses).length === 0 && lockedAnswers === "read 200, write 503" && after === 201,
      `${up ? "process up" : "the process exited"}; while locked: ${lockedAnswers}; after: write ${after}; ${describe(locked.statuses)}`,
    );
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(join(dataDir, "folio.db"), { readonly: true });
    const messages = db
      .prepare("select message from feedback_message")
      .all()
      .map((row) => row.message);
    db.close();
    const problem = storedOnce(messages, "locked", [...locked.acknowledged, 10_000]);
    report(where, "every acknowledged message stored once", !problem, problem ?? `${messages.length} stored`);
  } finally {
    await folio.stop("SIGKILL");
    await sink.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await ensureBuild();
if (!existsSync("dist/server/server.js")) throw new Error("no build");
await part("sqlite", "the write lock", sqlitePart);
await part("postgres", "outages", postgresPart);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
