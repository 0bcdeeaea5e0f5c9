import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { AccessLog, loggerOptions, redactUrl } from "./logger.ts";

describe("request logging", () => {
  it("hides the values of secret-bearing query parameters", () => {
    expect(redactUrl("/reset-password?userId=u1&secret=abc123")).toBe(
      "/reset-password?userId=u1&secret=[redacted]",
    );
    expect(redactUrl("/setup?token=t0k3n&x=1")).toBe("/setup?token=[redacted]&x=1");
    expect(redactUrl("/api/projects?q=secret")).toBe("/api/projects?q=secret");
  });

  it("logs one JSON line per answered request (method, URL, status, time, request id) without cookies, authorization headers or tokens", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions(loadConfig({ LOG_LEVEL: "info" }), stream) as object;
    const app = Fastify({ logger: options, logController: new AccessLog() });
    app.get("/reset-password", async () => "ok");
    app.get("/broken", async () => {
      throw new Error("broken on purpose");
    });
    await app.inject({
      method: "GET",
      url: "/reset-password?userId=u1&secret=s3cr3t-value",
      headers: { cookie: "session=c00kie-value", authorization: "Bearer t0ken-value" },
    });
    await app.inject({ method: "GET", url: "/broken" });
    await app.close();
    const entries = lines
      .join("")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.url);
    expect(entries.map((entry) => [entry.method, entry.url, entry.statusCode])).toEqual([
      ["GET", "/reset-password?userId=u1&secret=[redacted]", 200],
      ["GET", "/broken", 500],
    ]);
    expect(entries[0]).toMatchObject({ level: 30, msg: "request completed", reqId: "req-1" });
    expect(typeof entries[0].responseTime).toBe("number");
    expect(entries[1].reqId).toBe("req-2");
    const log = lines.join("");
    for (const secret of ["s3cr3t-value", "c00kie-value", "t0ken-value"]) expect(log).not.toContain(secret);
  });

  it("writes nothing per request at LOG_LEVEL=warn", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({
      logger: loggerOptions(loadConfig({ LOG_LEVEL: "warn" }), stream) as object,
      logController: new AccessLog(),
    });
    app.get("/", async () => "ok");
    await app.inject({ method: "GET", url: "/" });
    await app.close();
    expect(lines).toEqual([]);
  });
});
