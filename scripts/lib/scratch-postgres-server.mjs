// A PostgreSQL server of its own for a check that stops, crashes and restarts it: the installed
// PostgreSQL's binaries (15 if there, else the newest), a cluster in a temporary directory, loopback
// only, no fsync. As root (CI), initdb and the server run as the postgres user, which initdb requires.
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./folio-process.mjs";

/** The folder of the installed PostgreSQL's programs, or undefined when none is installed. */
export function postgresBinaries() {
  const root = "/usr/lib/postgresql";
  if (existsSync(`${root}/15/bin/postgres`)) return `${root}/15/bin`;
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(`${root}/${name}/bin/postgres`))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length > 0 ? `${root}/${versions.at(-1)}/bin` : undefined;
}

const quote = (value) => `'${value.replaceAll("'", "'\\''")}'`;

/** Starts a scratch server; answers { url, stop(mode), start(), destroy() }. */
export async function startScratchPostgresServer() {
  const bin = postgresBinaries();
  if (!bin) throw new Error("PostgreSQL is not installed (apt-get install -y postgresql-15)");
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "folio-pg-server-"));
  chmodSync(dir, 0o755);
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(dir, uid, gid);
  }
  const run = (program, args) => {
    const command = [`${bin}/${program}`, ...args].map(quote).join(" ");
    execFileSync(asRoot ? "su" : "sh", asRoot ? ["postgres", "-c", command] : ["-c", command], {
      stdio: ["ignore", "ignore", "pipe"],
    });
  };
  const port = await freePort();
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const server = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]),
    /** `fast`: a clean shutdown (a restart); `immediate`: what a crash leaves (recovery on start). */
    stop: (mode = "fast") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]),
    destroy() {
      try {
        server.stop("immediate");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  server.start();
  return server;
}
