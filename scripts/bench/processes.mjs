// Starting the servers `bench:serve` measures, pinned to their own core when `taskset` exists, and
// reading their memory.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";
import { freePort, startFolioProcess, waitUntil } from "../lib/folio-process.mjs";

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

/** The Node.js options `npm start` runs Folio with (from package.json), so the bench measures the same. */
export function productionNodeFlags(root) {
  const start = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts.start;
  return start.split(/\s+/).filter((word) => word.startsWith("--"));
}

/** The command `npm start` runs (package.json's start script: node, its flags, scripts/start.mjs). */
export function startCommand(root) {
  return [process.execPath, ...productionNodeFlags(root), join(root, "scripts/start.mjs")];
}

/**
 * Folio as `npm start` runs it (its Node flags, scripts/start.mjs, LOG_LEVEL unset unless `env` sets
 * it), on a free port, its standard output and error on pipes this process drains, as under a process
 * manager; resolves once /api/health answers.
 */
export async function startFolio(root, env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const node = startCommand(root);
  const folio = await startFolioProcess({
    command: hasTaskset ? ["taskset", "-c", serverCore, ...node] : node,
    env: { PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: url, LOG_LEVEL: undefined, ...env },
    keepLog: false,
  });
  return { url, pid: folio.pid, stop: () => folio.stop(), log: () => folio.log() };
}

/** The bare Node reference server answering the bytes saved in `dir`. */
export async function startBare(root, dir) {
  const port = await freePort();
  const child = spawnPinned([join(root, "scripts/bench/bare-server.mjs"), String(port), dir], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(async () => (await fetch(`${url}/`)).ok, { what: "The bare server answering" });
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
