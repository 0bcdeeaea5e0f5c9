import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { storedMessages, submit, validSubmission } from "./feedback-test-helpers.ts";

/** The form's limit is Folio's own: counted in the database, per IPv4 address or IPv6 /64 network. */
describe("the feedback form's rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  const send = (address: string, message: string) => submit(t.app, validSubmission({ message }), address);

  it("counts every address of one IPv6 /64 network together, and no other network", async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect((await send(`2001:db8:aa:1::${i}`, `message ${i}`)).statusCode).toBe(201);
    }
    const limited = await send("2001:db8:aa:1:ffff:ffff:ffff:ffff", "one too many");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("too_many_requests");
    expect((await send("2001:db8:aa:2::1", "next network")).statusCode).toBe(201);
    expect(await storedMessages(t.app)).toHaveLength(6);
  });

  it("keeps counting across a restart: a new app on the same database answers 429", async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect((await send("198.51.100.77", `before ${i}`)).statusCode).toBe(201);
    }
    const restarted = await buildApp({ config: t.config, database: t.testDatabase.database });
    try {
      await restarted.ready();
      const after = await submit(restarted, validSubmission({ message: "after" }), "198.51.100.77");
      expect(after.statusCode).toBe(429);
      expect(Number(after.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      // Closing the app does not close the database it was given (the suite's own app still uses it).
      await restarted.close();
    }
  });
});
