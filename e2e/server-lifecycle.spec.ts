import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import SQLite from "better-sqlite3";
import { startFolio } from "./support/folio-server.ts";

test("the server creates its SQLite database, prints its URL, and exits 0 on SIGTERM", async () => {
  const server = await startFolio({ LOG_LEVEL: "info" });
  expect(existsSync(`${server.dataDir}/folio.db`)).toBe(true);
  expect(server.output()).toContain(`Folio is running at ${server.url}`);
  // One readable line: Fastify's own JSON "Server listening" entry is not printed as well.
  expect(server.output()).not.toContain("Server listening");
  const started = Date.now();
  expect(await server.stop("SIGTERM")).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
});

test("on SIGTERM a request in flight is still answered before the process exits 0", async () => {
  const server = await startFolio();
  const { port } = new URL(server.url);
  const body = JSON.stringify({ email: "nobody@example.com", password: "not the password" });
  const socket = connect(Number(port), "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk) => {
    answer += chunk;
  });
  await new Promise((resolve) => socket.once("connect", resolve));
  // Half a request: headers and the first bytes of the body, then the signal, then the rest.
  socket.write(
    `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  const exitCode = server.stop("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.write(body.slice(10));
  await new Promise((resolve) => socket.once("close", resolve));
  expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  expect(await exitCode).toBe(0);
});

test("page views counted in memory are written when the server stops on SIGTERM", async () => {
  const dataDir = mkdtempSync(join(tmpdir(), "folio-e2e-views-"));
  try {
    const server = await startFolio({}, dataDir);
    // Three visitors' beacons (a visitor's repeated view of one page counts once: decision 080), one view
    // each, buffered in memory (written every 5 s and at shutdown).
    for (let i = 0; i < 3; i++) {
      const browser = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/12${i}.0 Safari/537.36`;
      const response = await fetch(`${server.url}/api/events`, {
        method: "POST",
        headers: { "user-agent": browser, "content-type": "application/json" },
        body: JSON.stringify({ e: [{ n: "view", u: "/" }], w: 1280 }),
      });
      expect(response.status).toBe(204);
    }
    expect(await server.stop("SIGTERM")).toBe(0);
    const database = new SQLite(join(dataDir, "folio.db"), { readonly: true });
    try {
      const row = database
        .prepare("select count(*) as total from analytics_event where name = 'view'")
        .get() as { total: number };
      expect(row.total).toBe(3);
    } finally {
      database.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("an invalid environment value stops the process with a message naming the variable", () => {
  const result = spawnSync(process.execPath, ["dist/server/server.js"], {
    env: { PATH: process.env.PATH, PORT: "abc" },
    encoding: "utf8",
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('PORT must be a whole number between 0 and 65535 (got "abc")');
});
