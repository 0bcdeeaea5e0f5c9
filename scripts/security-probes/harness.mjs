// A production Folio for the security probes: a temporary DATA_DIR, a free port, an in-process SMTP
// server that keeps what it receives, the owner created from the environment, every log line kept.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort, startFolioProcess } from "../lib/folio-process.mjs";

export const owner = {
  email: "owner@folio.example",
  password: "probe-owner-passphrase-7",
  name: "Probe Owner",
};

/** An SMTP server on a free port that keeps every message's raw text. */
export async function startMailSink() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, done) {
      let raw = "";
      stream.on("data", (chunk) => {
        raw += chunk;
      });
      stream.on("end", () => {
        messages.push(raw);
        done();
      });
    },
  });
  // A sender killed in the middle of a message resets its connection: not the sink's failure.
  server.on("error", () => undefined);
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function waitFor(check, timeoutMs = 10_000, what = "condition") {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts `command` (default: the built server) and waits until /api/health answers. */
export async function startFolio({
  env = {},
  command = [process.execPath, "dist/server/server.js"],
  dataDir,
} = {}) {
  const port = await freePort();
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "folio-probe-"));
  const url = `http://127.0.0.1:${port}`;
  const folio = await startFolioProcess({
    command,
    // Health is asked at the local address even when PUBLIC_URL names another (an https:// site).
    url,
    env: {
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      // Backups next to the temporary DATA_DIR, never in the working directory's ./backups.
      BACKUP_DIR: `${dir}-backups`,
      PUBLIC_URL: url,
      LOG_LEVEL: "info",
      OWNER_EMAIL: owner.email,
      OWNER_PASSWORD: owner.password,
      OWNER_NAME: owner.name,
      ...env,
    },
  });
  return { ...folio, port, dataDir: dir };
}

/** Signs the owner in; answers the Cookie header to send back. */
export async function signIn(folio) {
  const response = await fetch(`${folio.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: folio.url },
    body: JSON.stringify({ email: owner.email, password: owner.password, rememberMe: true }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
