// `npm start`: build if the sources changed, then run the production server in this process.
import "./load-env-file.mjs";
import { ensureBuild } from "./build.mjs";

// `npm start` execs this script (package.json), so a SIGTERM or SIGINT that npm passes on reaches
// this process and the server's own handler (finish the requests in flight, close the database).
// Should the parent go away without passing anything on (npm killed, or a shell in between that
// exits), the server stops as if it had been sent SIGTERM rather than serve on with no parent.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 250).unref();

await ensureBuild();
process.env.NODE_ENV ??= "production";
await import("../dist/server/server.js");
