// Helpers for check-backup.mjs: production servers on free ports, the backup/restore commands as an
// operator runs them, a visitor burst, and a backup file's manifest.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, readFileSync } from "node:fs";
import { createGunzip } from "node:zlib";
import tar from "tar-stream";
import { freePort, sendVisitorMessage, startFolioProcess } from "./lib/folio-process.mjs";

export const OWNER = {
  email: "owner@check.test",
  password: "correct-horse-battery-staple",
  name: "Check Owner",
};

/** The environment every server and command of one site shares. */
export async function siteEnv(dataDir, backupDir, extra = {}) {
  const port = await freePort();
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    BACKUP_KEEP: "0",
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    OWNER_NAME: OWNER.name,
    // Each simulated visitor has its own address behind a proxy, so the per-address limit is per visitor.
    TRUST_PROXY: "true",
    ...extra,
  };
}

/** The built server with the site's environment, once /api/health answers: { url, stop() }. */
export async function startServer(env) {
  const server = await startFolioProcess({ env, timeoutMs: 30_000 });
  return { url: server.url, stop: () => server.stop() };
}

/** `npm run <script> -- args` with the site's environment: { code, out }. */
export function npmRun(script, args, env) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script, "--", ...args], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.stderr.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", (code) => resolve({ code, out: out.replace(/^npm warn .*\n/gm, "").trim() }));
  });
}

export async function signIn(url) {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, "x-forwarded-for": "192.0.2.10" },
    body: JSON.stringify({ email: OWNER.email, password: OWNER.password, rememberMe: false }),
  });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

export async function ownerFetch(url, path, cookie, init = {}) {
  return fetch(`${url}${path}`, { ...init, headers: { ...(init.headers ?? {}), cookie, origin: url } });
}

/** Visitors sending feedback until `stop()`; each acknowledged (201) message's text is recorded in order. */
export function startBurst(url, concurrency) {
  const acknowledged = [];
  let failures = 0;
  let next = 0;
  let stopping = false;
  const visitor = async () => {
    while (!stopping) {
      const n = next++;
      const marker = `burst message ${n}`;
      try {
        const status = await sendVisitorMessage(url, n, marker);
        if (status === 201) acknowledged.push(marker);
        else failures += 1;
      } catch {
        failures += 1;
      }
    }
  };
  const running = Promise.all(Array.from({ length: concurrency }, visitor));
  return {
    acknowledged,
    get failures() {
      return failures;
    },
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/** The manifest at the head of a backup file. */
export function readManifest(file) {
  return new Promise((resolve, reject) => {
    const extract = tar.extract();
    extract.on("entry", async (header, stream, next) => {
      const chunks = [];
      for await (const chunk of stream) chunks.push(chunk);
      if (header.name !== "manifest.json") return reject(new Error(`first entry is ${header.name}`));
      resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      extract.destroy();
      next();
    });
    extract.on("error", reject);
    createReadStream(file).pipe(createGunzip()).on("error", reject).pipe(extract);
  });
}

export const sha256 = (bytes) => createHash("sha256").update(bytes).digest("hex");
export const fileSha256 = (path) => sha256(readFileSync(path));
