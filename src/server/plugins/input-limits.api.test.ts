import type { AddressInfo } from "node:net";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_STREAMS_PER_CLIENT } from "#server/features/feedback/stream-slots.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner } from "#test/owner-session.ts";
import { testDialect } from "#test/test-database.ts";
import { JSON_BODY_LIMIT, MAX_JSON_DEPTH } from "./json-body.ts";

const deepArray = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Resolves with the milliseconds until the server closed the socket (or `giveUpMs`, still open). */
function closedWithin(socket: Socket, giveUpMs: number): Promise<number> {
  const started = Date.now();
  socket.on("error", () => {});
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(giveUpMs), giveUpMs);
    socket.once("close", () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

/**
 * Sends a whole request over a raw socket and only then reads the answer, as a simple client does:
 * resolves with what the server answered, rejects when the connection was reset instead.
 */
async function sendThenRead(port: number, request: string): Promise<string> {
  const socket = connect(port, "127.0.0.1");
  const answer = new Promise<string>((resolve, reject) => {
    let text = "";
    socket.on("error", reject);
    socket.on("data", (chunk) => {
      text += chunk;
      const [head = "", body = ""] = text.split("\r\n\r\n");
      const length = Number(head.match(/content-length: (\d+)/i)?.[1]);
      if (body.length >= length) {
        resolve(text);
        socket.destroy();
      }
    });
  });
  socket.pause();
  await new Promise<void>((resolve, reject) =>
    socket.write(request, (error) => (error ? reject(error) : resolve())),
  );
  socket.resume();
  return answer;
}

/** Writes `text` one character every `everyMs`, for as long as the socket is open. */
function dribble(socket: Socket, text: string, everyMs: number): void {
  let index = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || socket.writableEnded || index >= text.length) return clearInterval(timer);
    socket.write(text[index++] ?? "");
  }, everyMs);
  socket.once("close", () => clearInterval(timer));
}

describe(`input limits on ${testDialect}`, () => {
  let t: TestApp;
  let cookie: string;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    ({ cookie } = await signInAsOwner(t));
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t.close());

  it("answers 400 to a JSON body nested too deep, on public and owner routes alike", async () => {
    const routes = [
      { method: "POST", url: "/api/auth/sign-in/email" },
      { method: "POST", url: "/api/auth/request-password-reset" },
      { method: "POST", url: "/api/feedback" },
      { method: "PUT", url: "/api/site-config" },
      { method: "POST", url: "/api/nowhere" },
    ] as const;
    for (const route of routes) {
      const payloads = [deepArray(400_000), deepObject(MAX_JSON_DEPTH + 1), `{"x":"]",${deepArray(100)}}`];
      for (const payload of payloads) {
        const response = await t.app.inject({
          ...route,
          headers: { "content-type": "application/json", cookie, origin: t.config.publicUrl },
          payload,
        });
        expect(response.statusCode, route.url).toBe(400);
        expect(response.json().error.message).toMatch(/nested more than 64 levels/);
      }
    }
    const health = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(200);
  });

  it("lets a client still sending a refused body read the answer, 400 or 413", async () => {
    // Refused on its first bytes, with megabytes still to come: the answer must not be lost to a reset.
    for (const [body, status] of [
      [deepArray(4_000_000), 400],
      [JSON.stringify({ message: "x".repeat(32 * JSON_BODY_LIMIT) }), 413],
    ] as const) {
      const answer = await sendThenRead(
        port,
        `POST /api/nowhere HTTP/1.1\r\nHost: folio.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
      );
      expect(answer).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
    }
  });

  it("still parses ordinary JSON and refuses prototype poisoning", async () => {
    const fine = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json", origin: t.config.publicUrl },
      payload: JSON.stringify({ email: "nobody@folio.test", password: "[[[[not-a-bracket" }),
    });
    expect(fine.statusCode).toBe(401);
    const poisoned = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: { "content-type": "application/json" },
      payload: '{"__proto__":{"admin":true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it("refuses a JSON body over the JSON limit with 413", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/feedback",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ message: "x".repeat(JSON_BODY_LIMIT) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe("payload_too_large");
  });

  it("caps the live-update streams one client address may hold open", async () => {
    const controller = new AbortController();
    const open = [];
    for (let index = 0; index < MAX_STREAMS_PER_CLIENT; index++) {
      const response = await fetch(`http://127.0.0.1:${port}/api/feedback/stream`, {
        headers: { cookie },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      open.push(response);
    }
    const refused = await fetch(`http://127.0.0.1:${port}/api/feedback/stream`, { headers: { cookie } });
    expect(refused.status).toBe(429);
    // Ordinary requests from the same address are never capped.
    const others = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/health`)),
    );
    expect(others.map((response) => response.status)).toEqual(Array(20).fill(200));
    controller.abort();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await fetch(`http://127.0.0.1:${port}/api/feedback/stream`, { headers: { cookie } });
    expect(again.status).toBe(200);
    await again.body?.cancel();
  });

  it("drops clients that send their headers or their body a byte at a time", async () => {
    const slowHeaders = connect(port, "127.0.0.1");
    dribble(slowHeaders, "GET /api/health HTTP/1.1\r\nHost: folio.test\r\nX-Slow: ".padEnd(400, "a"), 1000);
    const slowBody = connect(port, "127.0.0.1");
    slowBody.write(
      "POST /api/feedback HTTP/1.1\r\nHost: folio.test\r\nContent-Type: application/json\r\nContent-Length: 300\r\n\r\n",
    );
    dribble(slowBody, `{"message":"${"a".repeat(280)}"}`, 1000);
    const [headersClosedAfter, bodyClosedAfter] = await Promise.all([
      closedWithin(slowHeaders, 28_000),
      closedWithin(slowBody, 28_000),
    ]);
    slowHeaders.destroy();
    slowBody.destroy();
    expect(headersClosedAfter).toBeLessThan(28_000);
    expect(bodyClosedAfter).toBeLessThan(28_000);
  }, 35_000);
});
