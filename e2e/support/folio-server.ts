import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface FolioServer {
  url: string;
  dataDir: string;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Whether something may listen on `port` of 127.0.0.1 right now. */
function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/**
 * A TCP port on 127.0.0.1 that nothing listens on now, chosen at random below Linux's ephemeral range
 * (32768–60999). A port the system hands out (`listen(0)`) comes from that range, and between the probe's
 * close and the child server's listen it can be taken as the source port of any outgoing connection (the
 * browser's, the other worker's): the server then failed to start with EADDRINUSE.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_768);
    if (await canListen(port)) return port;
  }
}

/**
 * Starts the production build (`dist/server/server.js`, made by `npm run build`) on a random port
 * with a fresh temporary DATA_DIR (or `dataDir`, kept after stop), and waits until /api/health answers.
 */
export async function startFolio(
  env: Record<string, string> = {},
  dataDir?: string,
  options: { port?: number } = {},
): Promise<FolioServer> {
  // A given port starts the server again where a page still points (an outage and its recovery).
  const port = options.port ?? (await freePort());
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "folio-e2e-"));
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const child: ChildProcess = spawn(process.execPath, ["dist/server/server.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    log += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    log += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`Folio exited with ${child.exitCode} while starting:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Folio did not become healthy in 30 s:\n${log}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    dataDir: dir,
    output: () => log,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
      return code;
    },
  };
}
