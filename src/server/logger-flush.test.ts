import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** Runs a process that answers `count` requests, then ends as `ending` says; answers its stdout. */
function run(count: number, ending: "exit" | "crash"): { stdout: string; status: number | null } {
  const script = `
    import Fastify from "fastify";
    import { loadConfig } from "#server/config.ts";
    import { AccessLog, loggerOptions } from "#server/logger.ts";
    const app = Fastify({ logger: loggerOptions(loadConfig({ LOG_LEVEL: "info" })), logController: new AccessLog() });
    app.get("/", async () => "ok");
    for (let i = 0; i < ${count}; i++) await app.inject({ method: "GET", url: "/?n=" + i });
    ${ending === "exit" ? "process.exit(0);" : 'setTimeout(() => { throw new Error("crash on purpose"); });'}
  `;
  const child = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  return { stdout: child.stdout, status: child.status };
}

const accessLines = (stdout: string) =>
  stdout
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.msg === "request completed");

describe("the access log on a pipe", () => {
  it("keeps every buffered line when the process exits", () => {
    const { stdout, status } = run(300, "exit");
    expect(status).toBe(0);
    const lines = accessLines(stdout);
    expect(lines).toHaveLength(300);
    expect(lines.at(-1).url).toBe("/?n=299");
  });

  it("keeps every buffered line when the process crashes", () => {
    const { stdout, status } = run(40, "crash");
    expect(status).not.toBe(0);
    expect(accessLines(stdout)).toHaveLength(40);
  });
});
