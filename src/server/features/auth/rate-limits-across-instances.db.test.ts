import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "#server/clock.ts";
import { testDialect } from "#test/test-database.ts";
import { openTestInstances, type TestInstances } from "#test/test-instances.ts";
import { createRateLimiter, type LimitRule } from "./rate-limiter.ts";

const rule: LimitRule = { name: "test:ip", max: 5, windowMs: 60_000, message: () => "Too many." };

describe(`limits counted across instances on ${testDialect}`, () => {
  let instances: TestInstances;
  beforeAll(async () => {
    instances = await openTestInstances();
  });
  afterAll(() => instances.close());

  it("lets exactly the rule's number of hits through when 30 arrive at once on three instances", async () => {
    const limiters = instances.dbs.map((db) => createRateLimiter({ db, clock: systemClock }));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) =>
        limiters[index % limiters.length]?.consume(rule, "198.51.100.4"),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(rule.max);
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refused).toHaveLength(30 - rule.max);
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain("Too many.");
  });
});
