import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { testDialect } from "#test/test-database.ts";
import { queuedMail, storedMessages, submit, validSubmission } from "./feedback-test-helpers.ts";

describe(`POST /api/feedback on ${testDialect}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.app.db.deleteFrom("feedback_message").execute();
    await t.app.db.deleteFrom("mail_outbox").execute();
  });

  async function expectRefused(body: unknown, message: string, field: string) {
    const response = await submit(t.app, body);
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe("validation_failed");
    expect(error.message).toContain(message);
    expect(error.fields[field]).toBe(message);
    expect(await storedMessages(t.app)).toHaveLength(0);
    expect(await queuedMail(t.app)).toHaveLength(0);
  }

  it("stores a valid message as new before answering 201", async () => {
    const response = await submit(t.app, validSubmission({ user_name: "  Ada Lovelace  " }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ status: "received" });
    const [row] = await storedMessages(t.app);
    expect(row).toMatchObject({
      user_name: "Ada Lovelace",
      user_number: "+44 20 7946 0958",
      user_email: "ada@example.com",
      message: "Hello! I would like to talk about a project.\nIt has two lines.",
      status: "new",
      spam_reason: null,
      read_at: null,
    });
    expect(Number(row?.fill_ms)).toBe(5000);
  });

  it.each([
    ["user_name", "Name is required"],
    ["user_number", "Phone is required"],
    ["user_email", "Email is required"],
    ["message", "Message is required"],
  ])("refuses a missing %s", async (field, message) => {
    const { [field as "user_name"]: _, ...body } = validSubmission();
    await expectRefused(body, message, field);
  });

  it.each([
    ["user_name", "   ", "Name is required"],
    ["message", "\n \n", "Message is required"],
  ])("refuses a blank %s", async (field, value, message) => {
    await expectRefused(validSubmission({ [field]: value }), message, field);
  });

  it("lists every problem at once, joined with ', '", async () => {
    const response = await submit(t.app, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      "Name is required, Phone is required, Email is required, Message is required",
    );
  });

  it.each([
    ["user_name", "n".repeat(101), "Name must be at most 100 characters"],
    ["user_email", `${"e".repeat(245)}@example.com`, "Email must be at most 254 characters"],
    ["message", "m".repeat(5001), "Message must be at most 5000 characters"],
    ["user_number", "1234567890123", "Phone number can have at most 12 digits (it has 13)"],
    ["user_number", "123 456 789", "Phone number needs at least 10 digits (it has 9)"],
    ["user_number", `0${" ".repeat(40)}123456789`, "Phone must be at most 40 characters"],
  ])("refuses an oversize or undersize %s", async (field, value, message) => {
    await expectRefused(validSubmission({ [field]: value }), message, field);
  });

  it("accepts the longest allowed values", async () => {
    const body = validSubmission({
      user_name: "n".repeat(100),
      user_number: "+1 (555) 123-45.67",
      user_email: `${"e".repeat(242)}@example.com`,
      message: "m".repeat(5000),
    });
    expect((await submit(t.app, body)).statusCode).toBe(201);
  });

  it.each([
    [
      "user_number",
      "0800-CALL-ME",
      "Phone number may contain only digits, spaces, dots, dashes, brackets and a leading +",
    ],
    ["user_email", "not-an-address", "Email must be a valid email address"],
    ["user_name", 42, "Name must be text"],
  ])("refuses a malformed %s", async (field, value, message) => {
    await expectRefused(validSubmission({ [field]: value }), message, field);
  });

  it.each([
    ["user_name", "Ada\r\nBcc: victim@example.com", "Name must be on one line"],
    ["user_name", "Ada\nLovelace", "Name must be on one line"],
    ["user_email", "ada@example.com\r\nBcc: victim@example.com", "Email must be on one line"],
    ["user_email", "ada@example.com\nbcc@example.com", "Email must be on one line"],
    ["user_number", "0123456\r\n89", "Phone must be on one line"],
  ])("refuses CR/LF in %s, which reaches mail headers", async (field, value, message) => {
    await expectRefused(validSubmission({ [field]: value }), message, field);
  });

  it("answers a filled honeypot like a success, stores it as spam and mails nothing", async () => {
    const response = await submit(t.app, validSubmission({ website: "https://spam.example" }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: "received" });
    const [row] = await storedMessages(t.app);
    expect(row).toMatchObject({ status: "spam", spam_reason: "honeypot" });
    expect(await queuedMail(t.app)).toHaveLength(0);
  });

  it.each([
    ["under two seconds", 1999],
    ["at once", 0],
    ["without a fill time", undefined],
  ])("answers a form sent %s like a success, stores it as spam and mails nothing", async (_, fillMs) => {
    const response = await submit(t.app, validSubmission({ fill_ms: fillMs }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: "received" });
    const [row] = await storedMessages(t.app);
    expect(row).toMatchObject({ status: "spam", spam_reason: "fill_time" });
    expect(await queuedMail(t.app)).toHaveLength(0);
  });

  it("treats exactly two seconds as a person", async () => {
    expect((await submit(t.app, validSubmission({ fill_ms: 2000 }))).statusCode).toBe(201);
    expect((await storedMessages(t.app))[0]?.status).toBe("new");
  });

  it("still confirms to the visitor when there is no owner address to notify yet", async () => {
    await submit(t.app, validSubmission());
    const mail = await queuedMail(t.app);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to_address).toBe("ada@example.com");
    expect((await storedMessages(t.app))[0]?.status).toBe("new");
  });

  it("allows 5 submissions per 10 minutes from one address, then answers 429 with Retry-After", async () => {
    const address = "203.0.113.9";
    for (let i = 0; i < 5; i += 1) {
      const response = await submit(t.app, validSubmission({ message: `message ${i}` }), address);
      expect(response.statusCode, response.body).toBe(201);
    }
    const limited = await submit(t.app, validSubmission({ message: "one too many" }), address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("too_many_requests");
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await storedMessages(t.app)).toHaveLength(5);
    // Another address is unaffected.
    expect((await submit(t.app, validSubmission(), "203.0.113.10")).statusCode).toBe(201);
  });
});
