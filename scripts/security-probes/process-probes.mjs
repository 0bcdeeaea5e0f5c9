// `npm start` stops cleanly when npm alone is sent SIGTERM or SIGINT.
import { rmSync } from "node:fs";
import { startFolio, waitFor } from "./harness.mjs";

export async function npmSignalProbe(signal) {
  const folio = await startFolio({ command: ["npm", "start", "--silent"], env: { LOG_LEVEL: "warn" } });
  const started = Date.now();
  folio.child.kill(signal); // npm's own pid: its shell and the server get nothing from us
  await folio.exited;
  let stoppedAfter;
  try {
    await waitFor(
      () =>
        fetch(`${folio.url}/api/health`).then(
          () => false,
          () => true,
        ),
      15_000,
      "the server to stop",
    );
    stoppedAfter = (Date.now() - started) / 1000;
    rmSync(folio.dataDir, { recursive: true, force: true });
  } catch {
    return { ok: false, detail: `${signal} to npm: the server still answers 15 s later (orphaned)` };
  }
  return {
    ok: true,
    detail: `${signal} to the npm process alone: server gone after ${stoppedAfter.toFixed(1)} s`,
  };
}
