// `npm run check:security`: builds if needed, starts the production build and runs the security
// probes against it, one line each (`PASS probe: detail` / `FAIL probe: detail`), then the backup
// round trip (scripts/check-backup.mjs, when present) in the same format, and a closing count.
// Exits 1 when any probe failed.
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { ensureBuild } from "./build.mjs";
import { owner, signIn, startFolio, startMailSink } from "./security-probes/harness.mjs";
import { headerProbes, serverErrorProbe } from "./security-probes/header-probes.mjs";
import {
  deepJsonProbe,
  slowClientProbe,
  streamCapProbe,
  unknownFieldsProbe,
} from "./security-probes/input-probes.mjs";
import { npmSignalProbe } from "./security-probes/process-probes.mjs";
import {
  commonPasswordProbe,
  logGrepProbe,
  requestResetSecret,
  secretGrepProbe,
  securityLogProbe,
} from "./security-probes/secret-probes.mjs";

let passed = 0;
let failed = 0;
function report(name, result) {
  if (result.ok) passed++;
  else failed++;
  console.log(`${result.ok ? "PASS" : "FAIL"} ${name}: ${String(result.detail).replace(/\s+/g, " ")}`);
}
async function probe(name, run) {
  try {
    report(name, await run());
  } catch (error) {
    report(name, { ok: false, detail: error instanceof Error ? error.message : String(error) });
  }
}

await ensureBuild();
const sink = await startMailSink();
const folio = await startFolio({ env: { SMTP_URL: sink.url } });
try {
  const cookie = await signIn(folio);
  for (const [name, run] of Object.entries(headerProbes(folio, cookie))) await probe(name, run);
  await probe("deep JSON", () => deepJsonProbe(folio, cookie));
  await probe("event-stream cap per client", () => streamCapProbe(folio, cookie));
  await probe("unknown fields", () => unknownFieldsProbe(folio, cookie));

  // A failed sign-in and a security setting change, for the security log.
  await fetch(`${folio.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: folio.url },
    body: JSON.stringify({ email: owner.email, password: "not-the-password" }),
  });
  const config = await (await fetch(`${folio.url}/api/site-config`)).json();
  await fetch(`${folio.url}/api/site-config`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie, origin: folio.url },
    body: JSON.stringify({
      ...config,
      security: { ...config.security, enableCSP: !config.security.enableCSP },
    }),
  });

  let secret = "";
  await probe("common password refused", async () => {
    secret = await requestResetSecret(folio, sink);
    return commonPasswordProbe(folio, secret);
  });
  await probe("slow client", () => slowClientProbe(folio));
  await probe("headers on a 500", () => serverErrorProbe(folio));

  await folio.stop("SIGTERM");
  const sessionToken = decodeURIComponent(cookie.match(/session_token=([^;]+)/)?.[1] ?? "").split(".")[0];
  await probe("secret grep of DATA_DIR", () => secretGrepProbe(folio.dataDir, secret));
  await probe("security log", () => securityLogProbe(folio.log()));
  await probe("log grep", () =>
    logGrepProbe(folio.log(), {
      password: owner.password,
      "reset secret": secret,
      "session cookie": sessionToken,
    }),
  );
} finally {
  await folio.stop("SIGKILL");
  await sink.stop();
  rmSync(folio.dataDir, { recursive: true, force: true });
}
await probe("SIGTERM to npm start", () => npmSignalProbe("SIGTERM"));
await probe("SIGINT to npm start", () => npmSignalProbe("SIGINT"));

// The backup → restore round trip lives in its own script; its PASS/FAIL lines count with these.
if (existsSync(new URL("./check-backup.mjs", import.meta.url))) {
  const child = spawn(process.execPath, ["scripts/check-backup.mjs"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let buffer = "";
  child.stdout.on("data", (chunk) => {
    buffer += chunk;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) {
      const match = /^(PASS|FAIL) /.exec(line);
      if (match?.[1] === "PASS") passed++;
      if (match?.[1] === "FAIL") failed++;
      if (match) console.log(line);
    }
  });
  const code = await new Promise((resolve) => child.on("exit", resolve));
  if (code !== 0 && failed === 0)
    report("backup round trip", { ok: false, detail: `check-backup.mjs exited ${code}` });
} else {
  console.error("(scripts/check-backup.mjs is not there: the backup round trip was not run)");
}

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
