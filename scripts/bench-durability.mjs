// `npm run bench:durability`: is every acknowledged feedback message and project write really stored?
//
// Starts the production build (dist/) on a fresh SQLite data directory with SMTP pointed at an
// in-process sink, sends a burst of submissions while the signed-in owner adds projects, kills the
// server with SIGKILL in the middle of the burst, starts it again on the same data, and prints
// acknowledged vs stored (messages and projects) and the mail outbox. Exits 1 if any acknowledged
// message or project is missing or a stored message lacks its two e-mails.
// With BENCH_DIALECT=postgres and TEST_DATABASE_URL, the same on a scratch PostgreSQL database.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { ensureBuild } from "./build.mjs";
import { freePort, sendVisitorMessage, startFolioProcess } from "./lib/folio-process.mjs";

const TOTAL = Number(process.env.BENCH_TOTAL ?? 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const KILL_AFTER = Number(process.env.BENCH_KILL_AFTER ?? Math.floor(TOTAL / 2));
const OWNER = { email: "owner@bench.test", password: "correct-horse-battery-staple" };

await ensureBuild();

async function startSink() {
  const received = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(","));
        callback();
      });
    },
  });
  // A connection cut by the kill mid-message is expected; it must not end the bench.
  sink.on("error", () => undefined);
  await new Promise((resolve) => sink.listen(0, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${sink.server.address().port}`, received, stop: () => sink.close() };
}

async function startServer(env) {
  const server = await startFolioProcess({ env, timeoutMs: 30_000 });
  return { child: server.child, url: server.url, exited: server.exited };
}

const postgres = process.env.BENCH_DIALECT === "postgres";
if (postgres && !process.env.TEST_DATABASE_URL) {
  console.error(
    "BENCH_DIALECT=postgres needs TEST_DATABASE_URL (a server on which a scratch database is made)",
  );
  process.exit(1);
}
const scratchName = `folio_durability_${randomBytes(5).toString("hex")}`;
const adminQuery = async (text) => {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
};
const databaseUrl = (() => {
  if (!postgres) return undefined;
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${scratchName}`;
  return url.toString();
})();

async function outboxState(dataDir) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const stored = (await client.query("select message from feedback_message")).rows.map(
        (row) => row.message,
      );
      const projects = (await client.query("select title from project")).rows.map((row) => row.title);
      const rows = (await client.query("select status, count(*)::int as n from mail_outbox group by status"))
        .rows;
      return { stored, projects, outbox: Object.fromEntries(rows.map((r) => [r.status, r.n])) };
    } finally {
      await client.end();
    }
  }
  const db = new Database(join(dataDir, "folio.db"), { readonly: true });
  try {
    const stored = db
      .prepare("select message from feedback_message")
      .all()
      .map((row) => row.message);
    const projects = db
      .prepare("select title from project")
      .all()
      .map((row) => row.title);
    const outbox = Object.fromEntries(
      db
        .prepare("select status, count(*) as n from mail_outbox group by status")
        .all()
        .map((r) => [r.status, r.n]),
    );
    return { stored, projects, outbox };
  } finally {
    db.close();
  }
}

/** The owner's session cookie, signed in through the API as the admin does. */
async function ownerCookie(url) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(OWNER),
  });
  if (!response.ok) throw new Error(`owner sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

const dataDir = mkdtempSync(join(tmpdir(), "folio-durability-"));
const sink = await startSink();
const port = String(await freePort());
const env = {
  PORT: port,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  SMTP_URL: sink.url,
  MAIL_FROM: "Folio <folio@bench.test>",
  OWNER_EMAIL: OWNER.email,
  OWNER_PASSWORD: OWNER.password,
  // Each simulated visitor comes through a proxy with its own address, so the per-IP limit applies per visitor.
  TRUST_PROXY: "true",
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
};
if (databaseUrl) await adminQuery(`create database ${scratchName}`);

console.log(
  `Durability (${postgres ? "PostgreSQL" : "SQLite"}): ${TOTAL} submissions, ${CONCURRENCY} at a time, SIGKILL after ${KILL_AFTER} acknowledged.`,
);
let server = await startServer(env);
const cookie = await ownerCookie(server.url);
const acknowledged = new Set();
const projectsAcknowledged = new Set();
let projectsUnanswered = 0;
let refused = 0;
let failed = 0;
let next = 0;
let killedAt;

async function visitor() {
  while (next < TOTAL) {
    const n = next++;
    const marker = `durability-${n}`;
    try {
      const status = await sendVisitorMessage(server.url, n, marker);
      if (status === 201) acknowledged.add(marker);
      else refused += 1;
    } catch {
      failed += 1;
    }
    if (killedAt === undefined && acknowledged.size >= KILL_AFTER) {
      killedAt = acknowledged.size;
      server.child.kill("SIGKILL");
    }
  }
}

/** The owner adds projects, one after another, for as long as the visitors' burst lasts. */
async function owner() {
  for (let n = 0; next < TOTAL; n++) {
    const title = `durability-project-${n}`;
    try {
      const response = await fetch(`${server.url}/api/projects`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url, cookie },
        body: JSON.stringify({ title, description: "Written during the burst", category: "Web Development" }),
      });
      if (response.status === 201) projectsAcknowledged.add(title);
    } catch {
      projectsUnanswered += 1;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

const started = Date.now();
await Promise.all([owner(), ...Array.from({ length: CONCURRENCY }, visitor)]);
const burstMs = Date.now() - started;
console.log(`Exit signal: ${await server.exited} (killed when ${killedAt ?? "—"} had been acknowledged)`);

const afterKill = await outboxState(dataDir);
console.log(
  `Burst: ${burstMs} ms; acknowledged ${acknowledged.size}, refused ${refused}, no answer ${failed}`,
);
console.log(`Outbox right after the kill: ${JSON.stringify(afterKill.outbox)}`);

server = await startServer(env);
// Let the outbox worker deliver what was queued before the crash.
const drainStarted = Date.now();
const deadline = drainStarted + 240_000;
let state = await outboxState(dataDir);
while ((state.outbox.queued ?? 0) > 0 && Date.now() < deadline) {
  await new Promise((r) => setTimeout(r, 250));
  state = await outboxState(dataDir);
}
const drainMs = Date.now() - drainStarted;
server.child.kill("SIGTERM");
await server.exited;
sink.stop();

const stored = new Set(state.stored);
const missing = [...acknowledged].filter((marker) => !stored.has(marker));
const storedProjects = new Set(state.projects);
const missingProjects = [...projectsAcknowledged].filter((title) => !storedProjects.has(title));
const totalMail = Object.values(state.outbox).reduce((a, b) => a + b, 0);
console.log("");
console.log(`acknowledged: ${acknowledged.size}`);
console.log(
  `stored:       ${stored.size}  (stored but unacknowledged — committed, answer lost in the kill: ${stored.size - acknowledged.size + missing.length})`,
);
console.log(`missing:      ${missing.length}`);
console.log(
  `projects:     ${projectsAcknowledged.size} acknowledged, ${storedProjects.size} stored, ${missingProjects.length} missing (${projectsUnanswered} writes unanswered while the server was down)`,
);
console.log(
  `outbox:       ${JSON.stringify(state.outbox)} of ${totalMail} (expected ${stored.size * 2}: notification + confirmation per message)`,
);
console.log(`After the restart the outbox drained in ${drainMs} ms.`);
console.log(
  `SMTP sink received ${sink.received.length} e-mails (a message sent just before the kill may arrive twice: at-least-once delivery)`,
);
rmSync(dataDir, { recursive: true, force: true });
if (databaseUrl) await adminQuery(`drop database if exists ${scratchName} with (force)`);

const ok =
  missing.length === 0 &&
  missingProjects.length === 0 &&
  projectsAcknowledged.size > 0 &&
  totalMail === stored.size * 2 &&
  (state.outbox.queued ?? 0) === 0;
console.log(
  ok ? "OK: every acknowledged message and project is stored, the messages with their e-mails." : "FAILED",
);
process.exit(ok ? 0 : 1);
