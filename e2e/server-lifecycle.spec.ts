import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { startFolio } from "./support/folio-server.ts";

test("the server creates its SQLite database, prints its URL, and exits 0 on SIGTERM", async () => {
  const server = await startFolio({ LOG_LEVEL: "info" });
  expect(existsSync(`${server.dataDir}/folio.db`)).toBe(true);
  expect(server.output()).toContain(`Folio is running at ${server.url}`);
  const started = Date.now();
  expect(await server.stop("SIGTERM")).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
});

test("an invalid environment value stops the process with a message naming the variable", () => {
  const result = spawnSync(process.execPath, ["dist/server/server.js"], {
    env: { PATH: process.env.PATH, PORT: "abc" },
    encoding: "utf8",
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('PORT must be a whole number between 0 and 65535 (got "abc")');
});
