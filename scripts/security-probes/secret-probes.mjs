// Secrets stay secret: the reset secret at rest, the security log, the log of a whole run.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { owner, waitFor } from "./harness.mjs";

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Quoted-printable soft breaks and escapes undone, so the link reads as it was written. */
const unfold = (raw) => raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

/** Asks for a reset link and answers the secret the e-mail carried (the server keeps running). */
export async function requestResetSecret(folio, sink) {
  const response = await fetch(`${folio.url}/api/auth/request-password-reset`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: owner.email }),
  });
  if (!response.ok) throw new Error(`reset request answered ${response.status}`);
  const raw = await waitFor(
    () => sink.messages.find((message) => /reset-password\?/.test(unfold(message))),
    15_000,
    "the reset e-mail",
  );
  return unfold(raw).match(/[?&]secret=([A-Za-z0-9_-]+)/)?.[1] ?? "";
}

export async function commonPasswordProbe(folio, secret) {
  const response = await fetch(`${folio.url}/api/auth/reset-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ token: secret, newPassword: "password1234" }),
  });
  const message = (await response.json().catch(() => ({}))).error?.message ?? "";
  return {
    ok: response.status === 400 && /common/i.test(message),
    detail: `'password1234' answered ${response.status}: ${message}`,
  };
}

/** Run once the server has stopped: every file of DATA_DIR, read as bytes. */
/** `postgres`: the database is on the server, so DATA_DIR holds no database file (and must not). */
export function secretGrepProbe(dataDir, secret, { postgres = false } = {}) {
  if (secret.length < 16) return { ok: false, detail: "no reset secret was captured" };
  const files = filesUnder(dataDir);
  const holding = files.filter((file) => readFileSync(file).includes(Buffer.from(secret)));
  const dirMode = (statSync(dataDir).mode & 0o777).toString(8);
  const dbModes = files
    .filter((file) => /folio\.db/.test(file))
    .map((file) => (statSync(file).mode & 0o777).toString(8));
  const modesOk =
    dirMode === "700" &&
    (postgres ? dbModes.length === 0 : dbModes.length > 0 && dbModes.every((mode) => mode === "600"));
  return {
    ok: holding.length === 0 && modesOk,
    detail: `${files.length} files grepped, ${holding.length ? `secret found in ${holding.join(", ")}` : "secret in none"}; DATA_DIR ${dirMode}, database files ${postgres ? (dbModes.length ? dbModes.join("/") : "none (PostgreSQL)") : dbModes.join("/")}`,
  };
}

export function securityLogProbe(log) {
  const events = log
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line))
    .filter((line) => line.securityEvent);
  const wanted = [
    "sign-in.succeeded",
    "sign-in.failed",
    "password-reset.requested",
    "security-settings.changed",
  ];
  const missing = wanted.filter((event) => !events.some((line) => line.securityEvent === event));
  const incomplete = events.filter((line) => !line.time || !line.clientAddress || !line.requestId);
  return {
    ok: missing.length === 0 && incomplete.length === 0,
    detail: `${events.length} security events logged (${[...new Set(events.map((line) => line.securityEvent))].join(", ")})${missing.length ? `; missing ${missing.join(", ")}` : ""}${incomplete.length ? `; ${incomplete.length} without time/address/request id` : ""}`,
  };
}

export function logGrepProbe(log, secrets) {
  const found = Object.entries(secrets).filter(([, value]) => value && log.includes(value));
  const empty = Object.entries(secrets).filter(([, value]) => !value || value.length < 8);
  return {
    ok: found.length === 0 && empty.length === 0,
    detail: `${log.split("\n").length} log lines grepped for ${Object.keys(secrets).join(", ")}: ${found.length ? `found ${found.map(([name]) => name).join(", ")}` : "none found"}`,
  };
}
