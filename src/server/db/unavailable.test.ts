import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.ts";

/** The error a real call throws. */
async function thrownBy(call: () => unknown): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error("it did not throw");
}

describe("a database that cannot be reached right now", () => {
  it("is a PostgreSQL server that refuses the connection", async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
      });
    });
    const client = new pg.Client({ connectionString: `postgres://folio@127.0.0.1:${port}/folio` });
    expect(isDatabaseUnavailable(await thrownBy(() => client.connect()))).toBe(true);
  });

  it("is a PostgreSQL server that ends the connection or is shutting down", () => {
    const terminated = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("is a SQLite file another connection holds the write lock on", async () => {
    const dir = mkdtempSync(join(tmpdir(), "folio-busy-"));
    try {
      const holder = new SQLite(join(dir, "folio.db"));
      holder.pragma("journal_mode = WAL");
      holder.exec("create table note (text text)");
      const other = new SQLite(join(dir, "folio.db"));
      other.pragma("busy_timeout = 0");
      holder.exec("begin immediate");
      const busy = await thrownBy(() => other.prepare("insert into note values ('x')").run());
      expect(isDatabaseUnavailable(busy)).toBe(true);
      holder.exec("commit");
      // Once the lock is let go, the same write goes through.
      other.prepare("insert into note values ('x')").run();
      holder.close();
      other.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("is not a request the database refuses (a constraint, a syntax error) or any other failure", async () => {
    const db = new SQLite(":memory:");
    db.exec("create table note (text text not null)");
    expect(
      isDatabaseUnavailable(await thrownBy(() => db.prepare("insert into note values (null)").run())),
    ).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error("duplicate key"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable("a string")).toBe(false);
  });
});
