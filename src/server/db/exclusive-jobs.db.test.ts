import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialect } from "#test/test-database.ts";
import { openTestInstances, type TestInstances } from "#test/test-instances.ts";
import { runExclusive, runOncePerPeriod } from "./exclusive-jobs.ts";

if (testDialect !== "postgres")
  console.log(
    "a clean-up held by another instance: PostgreSQL only (advisory locks, LISTEN/NOTIFY); tested in the PostgreSQL suite",
  );
describe(`scheduled jobs across instances on ${testDialect}`, () => {
  let instances: TestInstances;
  const dbs = () => instances.dbs;
  beforeAll(async () => {
    instances = await openTestInstances();
  });
  afterAll(() => instances.close());

  it("runs a nightly job once per night, whichever instances' timers fire", async () => {
    let runs = 0;
    const job = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return "written";
    };
    const first = await Promise.all(dbs().map((db) => runOncePerPeriod(db, "nightly", "2026-11-25", job)));
    expect(runs).toBe(1);
    expect(first.filter((result) => result === "written")).toHaveLength(1);
    // A late timer the same night finds it done; the next night runs again.
    expect(await runOncePerPeriod(dbs()[0] as never, "nightly", "2026-11-25", job)).toBeUndefined();
    expect(await runOncePerPeriod(dbs()[0] as never, "nightly", "2026-11-26", job)).toBe("written");
    expect(runs).toBe(2);
  });

  it.runIf(testDialect === "postgres")("skips a clean-up while another instance is running it", async () => {
    const [a, b] = dbs();
    let inner: boolean | undefined;
    const outer = await runExclusive(a as never, "sweep", async () => {
      inner = await runExclusive(b as never, "sweep", async () => undefined);
    });
    expect(outer).toBe(true);
    expect(inner).toBe(false);
    expect(await runExclusive(b as never, "sweep", async () => undefined)).toBe(true);
  });
});
