import { sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import * as outboxRepository from "#server/mail/outbox.repository.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { signInAsOwner, testOwner } from "#test/owner-session.ts";
import { type CapturedMail, type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { authTables, snapshotTables } from "#test/table-snapshot.ts";

const requestReset = (t: TestApp, email: string, remoteAddress = "192.0.2.20", headers = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/request-password-reset",
    remoteAddress,
    headers,
    payload: { email },
  });

const resetPassword = (t: TestApp, token: string, newPassword: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });

describe("password recovery", () => {
  let sink: SmtpSink;
  let t: TestApp;
  let restoreAuthTables: () => Promise<void>;
  // One app and owner for the file; each test starts from the owner's first password, no sessions,
  // tokens, limits or mail, once the mail the last test queued has gone out.
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: sink.url });
    await t.app.services.owners.create(testOwner);
    restoreAuthTables = await snapshotTables(t.app.db, authTables);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    await delivered();
    await restoreAuthTables();
    sink.messages.splice(0);
  });

  /** Waits until the outbox worker has sent everything queued; answers what the SMTP server received. */
  async function delivered(): Promise<CapturedMail[]> {
    await vi.waitFor(
      async () => {
        const queued = (await outboxRepository.list(t.app.db)).filter((m) => m.status === "queued");
        if (queued.length > 0) throw new Error(`${queued.length} e-mail(s) still queued`);
      },
      { timeout: 5000, interval: 20 },
    );
    return sink.messages;
  }

  /** The reset link from the newest reset e-mail the owner received. */
  async function latestResetLink(): Promise<URL> {
    const mail = (await delivered()).filter((m) => m.subject === "Reset your Folio password").at(-1);
    const link = mail?.text.match(/https?:\/\/\S+\/reset-password\?\S+/)?.[0];
    if (!link) throw new Error("no reset e-mail was delivered");
    return new URL(link);
  }

  it("answers a known and an unknown e-mail alike, and mails only the owner", async () => {
    const known = await requestReset(t, testOwner.email, "192.0.2.21");
    const unknown = await requestReset(t, "stranger@example.com", "192.0.2.22");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const mails = await outboxRepository.list(t.app.db);
    expect(mails.map((m) => m.to_address)).toEqual([testOwner.email]);
  });

  it("mails PUBLIC_URL/reset-password?userId&secret (never the request's Host) in text and HTML", async () => {
    await requestReset(t, testOwner.email, "192.0.2.23", {
      host: "evil.example",
      "x-forwarded-host": "evil.example",
    });
    const link = await latestResetLink();
    const owner = await t.app.services.owners.findOwner();
    expect(link.origin).toBe("http://folio.test");
    expect(link.pathname).toBe("/reset-password");
    expect(link.searchParams.get("userId")).toBe(owner?.id);
    expect(link.searchParams.get("secret")).toMatch(/^\S{20,}$/);
    const [mail] = await delivered();
    expect(mail?.html).toContain(link.toString().replaceAll("&", "&amp;"));
  });

  it("stores the raw reset token in no table once the reset e-mail is sent", async () => {
    await requestReset(t, testOwner.email);
    const secret = (await latestResetLink()).searchParams.get("secret") ?? "";
    expect(secret).toMatch(/^\S{20,}$/);
    const tables = await t.app.db.introspection.getTables();
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining(["auth_verification", "mail_outbox"]),
    );
    for (const table of tables) {
      const rows = await sql`select * from ${sql.table(table.name)}`.execute(t.app.db);
      expect(JSON.stringify(rows.rows), table.name).not.toContain(secret);
    }
    expect(await t.app.db.selectFrom("auth_verification").select("id").execute()).toHaveLength(1);
    const [sent] = await outboxRepository.list(t.app.db);
    expect(sent).toMatchObject({
      to_address: testOwner.email,
      subject: "Reset your Folio password",
      status: "sent",
    });
  });

  it("lets exactly one of 10 concurrent uses of a token succeed", async () => {
    await requestReset(t, testOwner.email);
    const secret = (await latestResetLink()).searchParams.get("secret") ?? "";
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => resetPassword(t, secret, `new-password-number-${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: testOwner.email, password: `new-password-number-${winner}` },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("rejects a used token and an expired token with a clear message", async () => {
    await requestReset(t, testOwner.email);
    const secret = (await latestResetLink()).searchParams.get("secret") ?? "";
    expect((await resetPassword(t, secret, "first-new-password")).statusCode).toBe(200);
    const reused = await resetPassword(t, secret, "second-new-password");
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toBe(
      "This reset link has expired or has already been used. Please request a new password reset.",
    );

    await requestReset(t, testOwner.email, "192.0.2.30");
    const expiring = (await latestResetLink()).searchParams.get("secret") ?? "";
    const past = new Date(Date.now() - 1000);
    await t.app.db
      .updateTable("auth_verification")
      .set({ expires_at: t.app.dialect === "postgres" ? past : past.toISOString() })
      .execute();
    const expired = await resetPassword(t, expiring, "third-new-password");
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe("validation_failed");
  });

  it("refuses passwords under 8 or over 128 characters and keeps the token usable", async () => {
    await requestReset(t, testOwner.email);
    const secret = (await latestResetLink()).searchParams.get("secret") ?? "";
    const short = await resetPassword(t, secret, "1234567");
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe("Password must be at least 8 characters long");
    expect((await resetPassword(t, secret, "x".repeat(129))).statusCode).toBe(400);
    expect((await resetPassword(t, secret, "x".repeat(128))).statusCode).toBe(200);
  });

  it("revokes every session from before the reset and sends a 'password changed' notice", async () => {
    const first = await signInAsOwner(t);
    const second = await signInAsOwner(t);
    await requestReset(t, testOwner.email);
    const secret = (await latestResetLink()).searchParams.get("secret") ?? "";
    expect((await resetPassword(t, secret, "a-fresh-password")).statusCode).toBe(200);
    for (const { cookie } of [first, second]) {
      const session = await t.app.inject({
        method: "GET",
        url: "/api/auth/get-session",
        headers: { cookie },
      });
      expect(session.json().user).toBeNull();
    }
    const notice = (await delivered()).find((m) => m.subject === "Your Folio password was changed");
    expect(notice?.to).toEqual([testOwner.email]);
    expect(notice?.text).toContain("http://folio.test/login");
  });

  it("limits reset requests to 3 per 15 minutes per e-mail and per address", async () => {
    const perEmail = [];
    for (let i = 0; i < 4; i++)
      perEmail.push((await requestReset(t, testOwner.email, `192.0.2.${40 + i}`)).statusCode);
    expect(perEmail).toEqual([200, 200, 200, 429]);

    const perAddress = [];
    for (let i = 0; i < 4; i++)
      perAddress.push(await requestReset(t, `someone${i}@example.com`, "192.0.2.50"));
    expect(perAddress.map((r) => r.statusCode)).toEqual([200, 200, 200, 429]);
    const retryAfter = Number(perAddress[3]?.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(
      (await outboxRepository.list(t.app.db)).filter((m) => m.to_address === testOwner.email),
    ).toHaveLength(3);
  });
});
