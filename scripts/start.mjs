// `npm start`: build if the sources changed, then run the production server.
import "./load-env-file.mjs";
import { ensureBuild } from "./build.mjs";

await ensureBuild();
process.env.NODE_ENV ??= "production";
await import("../dist/server/server.js");
