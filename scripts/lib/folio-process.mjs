// One way for the scripts (checks, probes, benches) to run a built Folio: a free port, the server
// started as a child process with its output kept, a wait until /api/health answers, and a stop that
// resolves when the process has exited.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

/** Whether something may listen on `port` of 127.0.0.1 right now. */
function canListen(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, chosen at random below Linux's ephemeral range
 * (32768–60999), where an outgoing connection could take it as its source port before the child server
 * listens on it (EADDRINUSE; the same choice as the journeys' `e2e/support/folio-server.ts`).
 */
export async function freePort() {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_768);
    if (await canListen(port)) return port;
  }
}

/** Polls `check` every 100 ms until it answers truthy; a throw from `check` is "not yet". */
export async function waitUntil(check, { timeoutMs = 60_000, what = "condition", failFast } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    failFast?.();
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not happen in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts `command` (default: `node dist/server/server.js` in the current directory) with `env`
 * (PATH, NODE_ENV=production and LOG_LEVEL=warn added unless given; a LOG_LEVEL given as undefined
 * stays unset, so the server's default applies) and waits until `url`/api/health answers 200.
 * Its output goes to pipes that are always drained; `keepLog: false` keeps only the last 8 KB of it
 * (benches, whose access log would otherwise fill the memory). `url` defaults to PUBLIC_URL, else http://127.0.0.1:PORT. Throws with the server's
 * last output when it exits or does not answer in time.
 * Answers { url, child, pid, exited, log(), stop(signal = "SIGTERM") }; `exited` resolves to the
 * exit signal or code.
 */
export async function startFolioProcess({
  env,
  command = [process.execPath, "dist/server/server.js"],
  url = env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`,
  timeoutMs = 60_000,
  inheritStderr = false,
  keepLog = true,
} = {}) {
  const environment = { PATH: process.env.PATH, NODE_ENV: "production", LOG_LEVEL: "warn", ...env };
  for (const [name, value] of Object.entries(environment)) if (value === undefined) delete environment[name];
  const child = spawn(command[0], command.slice(1), {
    env: environment,
    stdio: ["ignore", "pipe", inheritStderr ? "inherit" : "pipe"],
  });
  let log = "";
  const keep = (chunk) => {
    log += chunk;
    if (!keepLog && log.length > 16_384) log = log.slice(-8192);
  };
  child.stdout.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve(signal ?? code)));
  try {
    await waitUntil(async () => (await fetch(`${url}/api/health`)).ok, {
      timeoutMs,
      what: `Folio answering ${url}/api/health`,
      failFast() {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error("Folio exited while starting");
      },
    });
  } catch (error) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    throw new Error(`${error.message}:\n${log.trim().slice(-2000)}`);
  }
  return {
    url,
    child,
    pid: child.pid,
    exited,
    log: () => log,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Sends one contact-form message as visitor `n` would (its own address, a person's fill time) and
 * answers the HTTP status; a refused connection throws.
 */
export async function sendVisitorMessage(url, n, message) {
  const response = await fetch(`${url}/api/feedback`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
    body: JSON.stringify({
      user_name: `Visitor ${n}`,
      user_number: "+1 555 010 0100",
      user_email: `visitor${n}@check.test`,
      message,
      website: "",
      fill_ms: 4000,
    }),
  });
  await response.arrayBuffer();
  return response.status;
}
