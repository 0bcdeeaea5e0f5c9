// `npm run check:security`: builds if needed, starts the production build and runs the security
// probes against it — on SQLite, then on PostgreSQL when TEST_DATABASE_URL names a server (a scratch
// database is made; with REQUIRE_POSTGRES and no server that counts as a failure) — one line each
// (`PASS [dialect] probe: detail` / `FAIL …`), with the backup round trip (scripts/check-backup.mjs,
// SQLite → PostgreSQL → SQLite included) in the same format, and a closing `N passed, N failed`.
// The SQLite, PostgreSQL and process probes and the round trip run one after the other, each a
// process of its own (`--only=sqlite|postgres|process` runs one part). Exits 1 when any probe failed.
import { spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import pg from "pg";
import { ensureBuild } from "./build.mjs";
import {
  analyticsInflationProbe,
  analyticsLimitAcrossRestartProbe,
  backupWarningProbe,
  editorAddressProbe,
  hstsProbe,
  leftoversGone,
  noStoreProbe,
  plantLeftovers,
  restoreBombProbe,
  totpReplayProbe,
} from "./security-probes/hardening-probes.mjs";
import { owner, signIn, startFolio, startMailSink } from "./security-probes/harness.mjs";
import { headerProbes, serverErrorProbe } from "./security-probes/header-probes.mjs";
import {
  deepJsonProbe,
  slowClientProbe,
  streamCapProbe,
  unknownFieldsProbe,
} from "./security-probes/input-probes.mjs";
import { npmSignalProbe } from "./security-probes/process-probes.mjs";
import {
  commonPasswordProbe,
  logGrepProbe,
  requestResetSecret,
  secretGrepProbe,
  securityLogProbe,
} from "./security-probes/secret-probes.mjs";

let passed = 0;
let failed = 0;
let dialect = "sqlite";
function report(probeName, result) {
  const name = `[${dialect}] ${probeName}`;
  if (result.ok) passed++;
  else failed++;
  console.log(`${result.ok ? "PASS" : "FAIL"} ${name}: ${String(result.detail).replace(/\s+/g, " ")}`);
}
async function probe(name, run) {
  try {
    report(name, await run());
  } catch (error) {
    // fetch's "fetch failed" says nothing: its cause (a reset, a refused connection) does.
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    report(name, { ok: false, detail: error instanceof Error ? `${error.message}${cause}` : String(error) });
  }
}

/** The code an authenticator shows for an otpauth:// URI, `offset` steps from now (RFC 6238). */
function totpCode(uri, offset = 0) {
  const text = new URL(uri).searchParams.get("secret") ?? "";
  let bits = "";
  for (const char of text.replace(/=+$/, ""))
    bits += "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? []);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + offset));
  const digest = createHmac("sha1", key).update(message).digest();
  const at = (digest.at(-1) ?? 0) & 0x0f;
  return String((digest.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Every probe against one Folio on the database `env` names (SQLite without DATABASE_URL). */
async function suite(env) {
  const sink = await startMailSink();
  let folio = await startFolio({ env: { ...env, SMTP_URL: sink.url } });
  try {
    const cookie = await signIn(folio);
    // The slow client waits 20 s on the server's timeouts and costs no CPU: it runs beside the probes
    // below, and is reported after them.
    const slowClient = slowClientProbe(folio);
    slowClient.catch(() => {});
    for (const [name, run] of Object.entries(headerProbes(folio, cookie))) await probe(name, run);
    await probe("deep JSON", () => deepJsonProbe(folio, cookie));
    await probe("event-stream cap per client", () => streamCapProbe(folio, cookie));
    await probe("unknown fields", () => unknownFieldsProbe(folio, cookie));

    // A failed sign-in and a security setting change, for the security log.
    await fetch(`${folio.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: folio.url },
      body: JSON.stringify({ email: owner.email, password: "not-the-password" }),
    });
    const config = await (await fetch(`${folio.url}/api/site-config`, { headers: { cookie } })).json();
    await fetch(`${folio.url}/api/site-config`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie, origin: folio.url },
      body: JSON.stringify({
        ...config,
        security: { ...config.security, enableCSP: !config.security.enableCSP },
      }),
    });

    let secret = "";
    await probe("common password refused", async () => {
      secret = await requestResetSecret(folio, sink);
      return commonPasswordProbe(folio, secret);
    });

    // Issue 28's points from outside.
    await probe("restore cannot fill the disk", () => restoreBombProbe(folio, cookie));
    await probe("owner-area and auth pages no-store", () => noStoreProbe(folio));
    await probe("HSTS by default over https, never over plain HTTP", async () => {
      // A site of its own: its first start stores the https:// defaults.
      const fresh = env.DATABASE_URL ? await scratchPostgres(process.env.TEST_DATABASE_URL) : undefined;
      try {
        return await hstsProbe(startFolio, fresh ? { DATABASE_URL: fresh.url } : {});
      } finally {
        await fresh?.drop();
      }
    });
    await probe("backups warn, --verify checks", () => backupWarningProbe(folio, cookie, env));
    await probe("analytics: one view per visitor, page and window", () =>
      analyticsInflationProbe(folio, cookie),
    );
    await probe("editors see no addresses", () => editorAddressProbe(folio, cookie, sink));
    await probe("TOTP code used once", () => totpReplayProbe(folio, owner, cookie, totpCode));
    await probe("slow client", () => slowClient);
    // Last of the probes that use the site: it breaks the database on purpose.
    await probe("headers on a 500", () => serverErrorProbe(folio, env.DATABASE_URL));

    await folio.stop("SIGTERM");
    const sessionToken = decodeURIComponent(cookie.match(/session_token=([^;]+)/)?.[1] ?? "").split(".")[0];
    await probe("secret grep of DATA_DIR", () =>
      secretGrepProbe(folio.dataDir, secret, { postgres: Boolean(env.DATABASE_URL) }),
    );
    await probe("security log", () => securityLogProbe(folio.log()));
    await probe("log grep", () =>
      logGrepProbe(folio.log(), {
        password: owner.password,
        "reset secret": secret,
        "session cookie": sessionToken,
      }),
    );

    // A kill -9 leaves a restore's staging behind; the next start (same DATA_DIR) removes it, and the
    // per-address analytics limit, kept in the database, still holds.
    const staging = plantLeftovers(folio.dataDir);
    const restart = {
      current: () => folio,
      again: async () => {
        await folio.stop("SIGKILL");
        folio = await startFolio({ env: { ...env, SMTP_URL: sink.url }, dataDir: folio.dataDir });
        return folio;
      },
    };
    await probe("analytics limit across a restart", () => analyticsLimitAcrossRestartProbe(restart));
    await probe("no leftovers after kill -9", async () => leftoversGone(staging));
  } finally {
    await folio.stop("SIGKILL");
    await sink.stop();
    rmSync(folio.dataDir, { recursive: true, force: true });
    for (const extra of [
      `${folio.dataDir}-backups`,
      `${folio.dataDir}-bomb.tar.gz`,
      `${folio.dataDir}-probe-backups`,
    ])
      rmSync(extra, { recursive: true, force: true });
  }
}

/** A scratch PostgreSQL database on the TEST_DATABASE_URL server; answers its URL and a drop. */
async function scratchPostgres(adminUrl) {
  const name = `folio_probe_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Runs a script as a part of this check: its PASS/FAIL lines are printed as they come and counted with
 * these; a part that exits non-zero without a FAIL line is one.
 */
async function part(name, args) {
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "inherit"] });
  let buffer = "";
  let failedHere = 0;
  child.stdout.on("data", (chunk) => {
    buffer += chunk;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      const match = /^(PASS|FAIL) /.exec(line);
      if (match?.[1] === "PASS") passed++;
      if (match?.[1] === "FAIL") {
        failed++;
        failedHere++;
      }
      if (match) console.log(line);
    }
  });
  const code = await new Promise((resolve) => child.on("exit", resolve));
  if (code !== 0 && failedHere === 0) report(name, { ok: false, detail: `${args.join(" ")} exited ${code}` });
}

const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
if (only === "sqlite") {
  await suite({});
} else if (only === "postgres") {
  dialect = "postgres";
  const scratch = await scratchPostgres(process.env.TEST_DATABASE_URL);
  try {
    await suite({ DATABASE_URL: scratch.url });
  } finally {
    await scratch.drop();
  }
} else if (only === "process") {
  dialect = "process";
  await probe("SIGTERM to npm start", () => npmSignalProbe("SIGTERM"));
  await probe("SIGINT to npm start", () => npmSignalProbe("SIGINT"));
} else {
  // Each part in a process of its own (a probe that waits on a child process holds up only its own
  // timers), one after the other: run at once on a loaded 2-core machine, the analytics probe's
  // requests failed on both databases.
  await ensureBuild();
  const me = "scripts/check-security.mjs";
  await part("sqlite probes", [me, "--only=sqlite"]);
  if (process.env.TEST_DATABASE_URL) await part("postgres probes", [me, "--only=postgres"]);
  else if (process.env.REQUIRE_POSTGRES) {
    dialect = "postgres";
    report("probes", { ok: false, detail: "REQUIRE_POSTGRES is set but TEST_DATABASE_URL is not" });
  } else console.error("(the PostgreSQL probes were not run: set TEST_DATABASE_URL to include them)");
  await part("process probes", [me, "--only=process"]);
  // The backup → restore round trip lives in its own script; its PASS/FAIL lines count with these.
  await part("backup round trip", ["scripts/check-backup.mjs"]);
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
