import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authMessages } from "#shared/auth/schema.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { cookieHeader, nextTestAddress, testOwner } from "#test/owner-session.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { authTables, snapshotTables } from "#test/table-snapshot.ts";
import { testDialect } from "#test/test-database.ts";
import { isCommonPassword } from "./password-policy.ts";

const DAY_MS = 24 * 3_600_000;

describe(`passwords and session lifetimes on ${testDialect}`, () => {
  let sink: SmtpSink;
  let t: TestApp;
  let restoreAuthTables: () => Promise<void>;
  // One app for the file; each test starts again without an owner, sessions or mail.
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: sink.url });
    restoreAuthTables = await snapshotTables(t.app.db, authTables);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });
  beforeEach(async () => {
    await restoreAuthTables();
    sink.messages.splice(0);
  });

  const at = (date: Date) => (t.app.dialect === "postgres" ? date : date.toISOString()) as unknown as string;

  async function signIn(rememberMe: boolean): Promise<string> {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: nextTestAddress(),
      headers: { origin: t.config.publicUrl },
      payload: { email: testOwner.email, password: testOwner.password, rememberMe },
    });
    expect(response.statusCode).toBe(200);
    return cookieHeader(response.headers["set-cookie"]);
  }

  /** Moves every session's sign-in back by `ageMs`, keeping it unexpired (as if refreshed by use). */
  async function ageSessions(ageMs: number, expiresInMs = DAY_MS) {
    await t.app.db
      .updateTable("auth_session")
      .set({
        created_at: at(new Date(Date.now() - ageMs)),
        expires_at: at(new Date(Date.now() + expiresInMs)),
      })
      .execute();
  }

  const ownerRead = (cookie: string) =>
    t.app.inject({ method: "GET", url: "/api/sections", headers: { cookie } });
  const session = async (cookie: string) =>
    (await t.app.inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } })).json();

  it("knows the common passwords in any case, and not a long unusual one", () => {
    for (const password of ["password1234", "Password1234", "qwerty123", "iloveyou2"]) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    expect(isCommonPassword(testOwner.password)).toBe(false);
  });

  it("refuses a common password when the owner is created", async () => {
    await expect(
      t.app.services.owners.create({ ...testOwner, password: "password1234" }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: authMessages.passwordTooCommon,
    });
    expect(await t.app.services.owners.exists()).toBe(false);
  });

  it("refuses a common password on reset and keeps the link usable", async () => {
    await t.app.services.owners.create(testOwner);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      remoteAddress: "192.0.2.41",
      payload: { email: testOwner.email },
    });
    const mail = await sink.waitFor((message) => message.subject === "Reset your Folio password");
    const token = mail.text.match(/[?&]secret=([^&\s]+)/)?.[1] ?? "";
    const reset = (newPassword: string) =>
      t.app.inject({ method: "POST", url: "/api/auth/reset-password", payload: { token, newPassword } });
    const refused = await reset("password1234");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: authMessages.passwordTooCommon,
      fields: { newPassword: authMessages.passwordTooCommon },
    });
    expect((await reset("an-uncommon-passphrase")).statusCode).toBe(200);
  });

  it("ends a remembered session 30 days after sign-in however active it was", async () => {
    await t.app.services.owners.create(testOwner);
    const cookie = await signIn(true);
    await ageSessions(29 * DAY_MS);
    expect((await ownerRead(cookie)).statusCode).toBe(200);
    await ageSessions(30 * DAY_MS + 60_000);
    expect((await ownerRead(cookie)).statusCode).toBe(401);
    expect((await session(cookie)).user).toBeNull();
  });

  it("ends a session without 'Remember me' 24 hours after sign-in", async () => {
    await t.app.services.owners.create(testOwner);
    const cookie = await signIn(false);
    await ageSessions((23 * DAY_MS) / 24);
    expect((await ownerRead(cookie)).statusCode).toBe(200);
    await ageSessions(DAY_MS + 60_000, 7 * DAY_MS);
    expect((await ownerRead(cookie)).statusCode).toBe(401);
    expect((await session(cookie)).user).toBeNull();
  });

  it("never refreshes a session's expiry past 30 days after sign-in", async () => {
    await t.app.services.owners.create(testOwner);
    const cookie = await signIn(true);
    const signedInAt = Date.now() - 29.5 * DAY_MS;
    // Due for its daily refresh: better-auth would extend it to 30 days from now.
    await ageSessions(29.5 * DAY_MS, 2 * DAY_MS);
    await t.app.db
      .updateTable("auth_session")
      .set({ created_at: at(new Date(signedInAt)) })
      .execute();
    expect((await session(cookie)).user).not.toBeNull();
    const row = await t.app.db.selectFrom("auth_session").select("expires_at").executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime()).toBeLessThanOrEqual(signedInAt + 30 * DAY_MS + 1000);
  });
});
