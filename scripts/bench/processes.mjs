// Starting the servers `bench:serve` measures, pinned to their own core when `taskset` exists, and
// reading their memory.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus } from "node:os";
import { join } from "node:path";

const hasTaskset = spawnSync("taskset", ["-V"]).status === 0 && cpus().length > 1;
/** The core the servers run on; the load generator (this process) runs on the other(s). */
const serverCore = String(cpus().length - 1);

/** Pins this process (the load generator) off the servers' core. */
export function pinLoadGenerator() {
  if (!hasTaskset) return "not pinned (no taskset or one core)";
  const others = cpus().length > 2 ? `0-${cpus().length - 2}` : "0";
  spawnSync("taskset", ["-a", "-p", "-c", others, String(process.pid)]);
  return `servers on core ${serverCore}, load generator on core ${others}`;
}

function spawnPinned(args, options) {
  return hasTaskset
    ? spawn("taskset", ["-c", serverCore, process.execPath, ...args], options)
    : spawn(process.execPath, args, options);
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(check, what) {
  for (let i = 0; i < 600; i++) {
    try {
      if (await check()) return;
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start in 60 s`);
}

/** The Node.js options `npm start` runs Folio with (from package.json), so the bench measures the same. */
export function productionNodeFlags(root) {
  const start = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith("--"));
}

/** The production build on a free port with `env`; resolves once /api/health answers. */
export async function startFolio(root, env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnPinned([...productionNodeFlags(root), join(root, "dist/server/server.js")], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(async () => (await fetch(`${url}/api/health`)).ok, "Folio");
  return { url, pid: child.pid, stop: () => stop(child) };
}

/** The bare Node reference server answering the bytes saved in `dir`. */
export async function startBare(root, dir) {
  const port = await freePort();
  const child = spawnPinned([join(root, "scripts/bench/bare-server.mjs"), String(port), dir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${url}/`)).ok, "The bare server");
  return { url, pid: child.pid, stop: () => stop(child) };
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}

/** Resident memory of process `pid` in MB (the pinned process is `taskset`'s exec'd node). */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}
