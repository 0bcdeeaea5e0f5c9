// `npm start`: build if the sources changed (in a child process), then run the production server in this
// process.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import "./load-env-file.mjs";

// `npm start` execs this script (package.json), so a SIGTERM or SIGINT that npm passes on reaches
// this process and the server's own handler (finish the requests in flight, close the database).
// Should the parent go away without passing anything on (npm killed, or a shell in between that
// exits), the server stops as if it had been sent SIGTERM rather than serve on with no parent.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 250).unref();

// The build check (and a build) runs in a child process: hashing every source file to compare it with
// the last build would otherwise leave ~12 MB of read buffers in this long-running server's memory.
const check = spawnSync(
  process.execPath,
  [fileURLToPath(new URL("./build.mjs", import.meta.url)), "--if-changed"],
  {
    stdio: "inherit",
  },
);
if (check.status !== 0) process.exit(check.status ?? 1);
process.env.NODE_ENV ??= "production";
await import("../dist/server/server.js");
