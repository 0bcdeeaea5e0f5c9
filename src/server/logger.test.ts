import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { loggerOptions, redactUrl } from "./logger.ts";

describe("request logging", () => {
  it("hides the values of secret-bearing query parameters", () => {
    expect(redactUrl("/reset-password?userId=u1&secret=abc123")).toBe(
      "/reset-password?userId=u1&secret=[redacted]",
    );
    expect(redactUrl("/setup?token=t0k3n&x=1")).toBe("/setup?token=[redacted]&x=1");
    expect(redactUrl("/api/projects?q=secret")).toBe("/api/projects?q=secret");
  });

  it("logs two JSON lines per request (received, completed) without cookies, authorization headers or tokens", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions(loadConfig({ LOG_LEVEL: "info" })) as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.get("/reset-password", async () => "ok");
    await app.inject({
      method: "GET",
      url: "/reset-password?userId=u1&secret=s3cr3t-value",
      headers: { cookie: "session=c00kie-value", authorization: "Bearer t0ken-value" },
    });
    await app.close();
    // Fastify's request logging: one JSON line when the request arrives, one when it is answered.
    const entries = lines
      .join("")
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(entries.map((entry) => entry.msg)).toEqual(["incoming request", "request completed"]);
    expect(new Set(entries.map((entry) => entry.reqId)).size).toBe(1);
    expect(entries[1].res).toEqual({ statusCode: 200 });
    const log = lines.join("");
    expect(log).toContain("/reset-password?userId=u1&secret=[redacted]");
    for (const secret of ["s3cr3t-value", "c00kie-value", "t0ken-value"]) expect(log).not.toContain(secret);
  });
});
