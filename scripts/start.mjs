// `npm start`: build if the sources changed, then run the production server in this process.
import "./load-env-file.mjs";
import { ensureBuild } from "./build.mjs";

// npm runs this script through a shell. A SIGTERM or SIGINT sent to npm alone reaches that shell,
// which exits without passing it on, and this process would be left serving with no parent. So
// when the parent goes away, the server stops as if it had been sent SIGTERM itself (the server's
// own handler finishes the requests in flight and closes the database).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, "SIGTERM");
}, 250).unref();

await ensureBuild();
process.env.NODE_ENV ??= "production";
await import("../dist/server/server.js");
