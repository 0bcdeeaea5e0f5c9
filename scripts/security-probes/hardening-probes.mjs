// Issue 28's points, probed from outside against a running Folio (SQLite or PostgreSQL): a one-time code
// used once, a restore that cannot fill the disk, no leftovers after a kill, analytics that cannot be
// inflated cheaply, editors who see no addresses, headers with no gaps, backups that warn.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import tar from "tar-stream";

const json = (folio, cookie, path, body, method = "POST") =>
  fetch(`${folio.url}${path}`, {
    method,
    headers: { "content-type": "application/json", origin: folio.url, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

function duBytes(dir) {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const info = statSync(join(dir, name));
    total += info.isDirectory() ? duBytes(join(dir, name)) : info.size;
  }
  return total;
}

/** Point 2: 1 MiB-ish upload whose manifest declares a 10-byte file holding 64 MiB of zeros. */
export async function restoreBombProbe(folio, cookie) {
  const file = `${folio.dataDir}-bomb.tar.gz`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(file));
  const sha = createHash("sha256").update("0123456789").digest("hex");
  const manifest = {
    format: "folio-backup",
    formatVersion: 1,
    folioVersion: "0.1.0",
    createdAt: new Date().toISOString(),
    sourceDialect: "sqlite",
    schemaVersion: "072-hardening",
    migrations: ["072-hardening"],
    tables: {},
    media: { "tiny.png": { bytes: 10, sha256: sha } },
    excluded: [],
  };
  pack.entry({ name: "manifest.json" }, JSON.stringify(manifest));
  pack.entry({ name: "media/tiny.png" }, Buffer.alloc(64 * 1024 * 1024));
  pack.finalize();
  await written;
  const before = duBytes(folio.dataDir);
  const { readFileSync } = await import("node:fs");
  const form = new FormData();
  form.append("file", new Blob([readFileSync(file)], { type: "application/gzip" }), "bomb.tar.gz");
  const answer = await fetch(`${folio.url}/api/admin/restore?confirm=replace`, {
    method: "POST",
    headers: { cookie, origin: folio.url },
    body: form,
  });
  const grew = duBytes(folio.dataDir) - before;
  const upload = statSync(file).size;
  const ok = answer.status === 400 && grew < 1024 * 1024;
  return {
    ok,
    detail: `${(upload / 1024).toFixed(0)} KB upload declaring 10 bytes, 64 MiB inside → ${answer.status}; DATA_DIR grew ${grew} bytes`,
  };
}

/**
 * Runs a command and answers its exit status and output, without blocking this process: a blocked event
 * loop keeps fetch's idle connections past the server's keep-alive timeout, and the next request then
 * goes out on a connection the server has closed ("fetch failed: other side closed").
 */
function run(command, args, env) {
  return new Promise((resolve) => {
    execFile(command, args, { env, encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ status: error ? (error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Point 7: the owner's Overview warns without a recent backup; a backup taken verifies with --verify. */
export async function backupWarningProbe(folio, cookie, env) {
  const overview = await (await fetch(`${folio.url}/api/admin/overview`, { headers: { cookie } })).json();
  if (!overview.backupWarning) return { ok: false, detail: "no backup warning on a site without backups" };
  const backups = `${folio.dataDir}-probe-backups`;
  const made = await run("npx", ["tsx", "scripts/backup.ts"], {
    ...process.env,
    ...env,
    DATA_DIR: folio.dataDir,
    BACKUP_DIR: backups,
    LOG_LEVEL: "silent",
  });
  const path = made.stdout.match(/Backup written: (\S+)/)?.[1];
  if (!path) return { ok: false, detail: `npm run backup failed: ${made.stderr.slice(0, 200)}` };
  const verified = await run("npx", ["tsx", "scripts/backup.ts", "--verify", path], {
    ...process.env,
    LOG_LEVEL: "silent",
  });
  return {
    ok: verified.status === 0 && /Backup verified/.test(verified.stdout),
    detail: `Overview: "${overview.backupWarning}"; --verify of a fresh backup exits ${verified.status}`,
  };
}

/** Point 4: one beacon of 50 views and 5 repeats from one visitor count one view. */
export async function analyticsInflationProbe(folio, cookie) {
  const ua =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
  const beacon = (events) =>
    fetch(`${folio.url}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": ua },
      body: JSON.stringify({ e: events, w: 1280 }),
    });
  const views = Array.from({ length: 50 }, () => ({ n: "view", u: "/" }));
  for (let i = 0; i < 6; i++) await beacon(views);
  // The report writes the buffered events first; asked again (on a warm connection) until a view shows.
  let report;
  for (let waited = 0; waited < 15_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answer = await fetch(`${folio.url}/api/admin/analytics?range=today`, { headers: { cookie } });
    report = await answer.json();
    if (!report.totals)
      return {
        ok: false,
        detail: `the report answered ${answer.status}: ${JSON.stringify(report).slice(0, 200)}`,
      };
    if (report.totals.views > 0) break;
  }
  return {
    ok: report.totals.views === 1,
    detail: `6 beacons × 50 views from one visitor → ${report.totals.views} view(s)`,
  };
}

/** Point 4: the per-address beacon limit holds across a restart (it lives in the database). */
export async function analyticsLimitAcrossRestartProbe(restart) {
  let folio = await restart.again();
  const send = () =>
    fetch(`${folio.url}/api/events`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0 Chrome/126.0" },
      body: JSON.stringify({ e: [{ n: "section", s: "about" }] }),
    });
  let last = 0;
  for (let i = 0; i < 61; i++) last = (await send()).status;
  folio = await restart.again();
  const after = (await send()).status;
  return { ok: last === 429 && after === 429, detail: `61st beacon ${last}; first after a restart ${after}` };
}

/** Point 3: a kill -9 leaves a restore's staging; the next start removes it. */
export function plantLeftovers(dataDir) {
  const staging = join(dataDir, ".restore-probe");
  mkdirSync(join(staging, "tables"), { recursive: true });
  writeFileSync(join(staging, "tables", "auth_account.ndjson"), '{"password":"$argon2id$probe"}\n');
  return staging;
}
export const leftoversGone = (staging) => ({
  ok: !existsSync(staging),
  detail: existsSync(staging) ? `${staging} is still there` : "DATA_DIR/.restore-* removed at start",
});

/** Point 1: the same authenticator code is refused the second time, from another client. */
export async function totpReplayProbe(folio, owner, cookie, totpCode) {
  const enable = await (
    await json(folio, cookie, "/api/auth/two-factor/enable", { password: owner.password })
  ).json();
  const uri = enable.totpURI;
  const confirm = await json(folio, cookie, "/api/auth/two-factor/verify-totp", { code: totpCode(uri, -1) });
  if (!confirm.ok) return { ok: false, detail: `turning two-factor on answered ${confirm.status}` };
  const attempt = async () => {
    const password = await json(folio, "", "/api/auth/sign-in/email", {
      email: owner.email,
      password: owner.password,
    });
    const pending = password.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    return json(folio, pending, "/api/auth/two-factor/verify-totp", { code: totpCode(uri, 0) });
  };
  const statuses = (await Promise.all([attempt(), attempt()])).map((r) => r.status).sort();
  const again = (await attempt()).status;
  const ok = statuses.join() === "200,400" && again === 400;
  return { ok, detail: `same code from two clients at once → ${statuses.join(", ")}; once more → ${again}` };
}

/** Point 5: an editor's activity log and Overview carry no address. */
export async function editorAddressProbe(folio, cookie, sink) {
  const invited = await json(folio, cookie, "/api/users/invitations", {
    email: "editor@folio.example",
    role: "editor",
  });
  if (!invited.ok) return { ok: false, detail: `invitation answered ${invited.status}` };
  let token;
  for (let waited = 0; waited < 15_000 && !token; waited += 200) {
    token = sink.messages
      .map((m) => m.replace(/=\r?\n/g, "").match(/invite\?token=3D([\w-]+)|invite\?token=([\w-]+)/))
      .find(Boolean);
    if (!token) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const value = token?.[1] ?? token?.[2];
  if (!value) return { ok: false, detail: "no invitation e-mail arrived" };
  const accepted = await json(folio, "", "/api/invitations", {
    token: value,
    name: "Probe Editor",
    password: "probe-editor-passphrase-9",
  });
  if (!accepted.ok) return { ok: false, detail: `accepting answered ${accepted.status}` };
  const editor = accepted.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const address = /\b\d{1,3}(?:\.\d{1,3}){3}\b|[0-9a-f]*::[0-9a-f:.]*/i;
  const found = [];
  for (const path of ["/api/admin/activity", "/api/admin/overview", "/api/account/security-events"]) {
    const body = await (await fetch(`${folio.url}${path}`, { headers: { cookie: editor } })).text();
    if (address.test(body)) found.push(path);
  }
  const ownerLog = await (
    await fetch(`${folio.url}/api/users/security-events`, { headers: { cookie } })
  ).text();
  return {
    ok: found.length === 0 && address.test(ownerLog),
    detail: found.length
      ? `addresses in ${found.join(", ")}`
      : "none in the editor's activity, overview, security events; kept in the owner's security log",
  };
}

/** Point 6: owner-area and auth pages no-store; HSTS by default for https://, never over plain HTTP. */
export async function noStoreProbe(folio) {
  const paths = [
    "/login",
    "/forgot-password",
    "/reset-password",
    "/setup",
    "/invite",
    "/admin-dashboard",
    "/admin-preview",
  ];
  const wrong = [];
  for (const path of paths) {
    const answer = await fetch(`${folio.url}${path}`, { redirect: "manual" });
    if (answer.headers.get("cache-control") !== "no-store")
      wrong.push(`${path}: ${answer.headers.get("cache-control")}`);
  }
  return {
    ok: wrong.length === 0,
    detail: wrong.length ? wrong.join("; ") : `${paths.length} pages no-store`,
  };
}
export async function hstsProbe(startFolio, env) {
  const https = await startFolio({
    env: { ...env, PUBLIC_URL: "https://folio.example", TRUST_PROXY: "true" },
  });
  try {
    const over = (proto) => fetch(`${https.url}/`, { headers: { "x-forwarded-proto": proto } });
    const secure = (await over("https")).headers.get("strict-transport-security");
    const plain = (await over("http")).headers.get("strict-transport-security");
    return {
      ok: Boolean(secure) && plain === null,
      detail: `https: ${secure}; plain HTTP: ${plain ?? "none"}`,
    };
  } finally {
    await https.stop("SIGKILL");
  }
}
