import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { addSignedInUser, cookieHeader, nextTestAddress } from "#test/owner-session.ts";
import { totpCode } from "#test/totp.ts";

const person = {
  name: "Tess Totp",
  email: "tess@folio.test",
  password: "a-long-tess-password",
  role: "owner" as const,
};

/** Two-factor sign-in with better-auth's plugin: TOTP, recovery codes, the per-account limit. */
describe("two-factor sign-in", () => {
  let t: TestApp;
  let cookie: string;
  let uri: string;
  let recoveryCodes: string[];
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      remoteAddress: nextTestAddress(),
      headers: { origin: t.config.publicUrl, ...headers },
      payload,
    });

  /** The password step: answers the pending second-factor cookie (and no session). */
  async function passwordStep(): Promise<string> {
    const response = await post("/api/auth/sign-in/email", {
      email: person.email,
      password: person.password,
      rememberMe: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, twoFactorRedirect: true });
    const pending = cookieHeader(response.headers["set-cookie"]);
    expect(pending).toContain("two_factor=");
    expect(pending).not.toContain("session_token=");
    return pending;
  }

  beforeAll(async () => {
    t = await buildTestApp();
    ({ cookie } = await addSignedInUser(t, person));
  });
  afterAll(async () => t.close());

  it("turns on only after a first code from the authenticator, and stores the codes hashed", async () => {
    const wrongPassword = await post("/api/auth/two-factor/enable", { password: "not-it" }, { cookie });
    expect(wrongPassword.statusCode).toBe(400);

    const enable = await post("/api/auth/two-factor/enable", { password: person.password }, { cookie });
    expect(enable.statusCode).toBe(200);
    ({ totpURI: uri, backupCodes: recoveryCodes } = enable.json());
    expect(uri).toMatch(/^otpauth:\/\/totp\/Folio:tess%40folio\.test\?/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const stored = await t.app.db.selectFrom("auth_two_factor").selectAll().executeTakeFirstOrThrow();
    expect(Boolean(stored.verified)).toBe(false);
    const hashes = JSON.parse(stored.backup_codes) as string[];
    expect(hashes).toHaveLength(10);
    for (const code of recoveryCodes) {
      expect(stored.backup_codes).not.toContain(code);
    }
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
    expect(stored.secret).not.toContain(new URL(uri).searchParams.get("secret"));

    let account = await t.app.inject({ method: "GET", url: "/api/account", headers: { cookie } });
    expect(account.json().twoFactorEnabled).toBe(false);

    const confirm = await post("/api/auth/two-factor/verify-totp", { code: totpCode(uri) }, { cookie });
    expect(confirm.statusCode).toBe(200);
    cookie = cookieHeader(confirm.headers["set-cookie"]) || cookie;
    account = await t.app.inject({ method: "GET", url: "/api/account", headers: { cookie } });
    expect(account.json()).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
  });

  it("asks for the code after the password; no session exists until it passes", async () => {
    const pending = await passwordStep();
    const noSession = await t.app.inject({
      method: "GET",
      url: "/api/account",
      headers: { cookie: pending },
    });
    expect(noSession.statusCode).toBe(401);

    const wrong = await post("/api/auth/two-factor/verify-totp", { code: "000000" }, { cookie: pending });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toMatch(/code is not right/);

    const right = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(uri, new Date(), 1) },
      { cookie: pending },
    );
    expect(right.statusCode).toBe(200);
    expect(right.json().user).toMatchObject({ email: person.email, role: "owner" });
    const session = cookieHeader(right.headers["set-cookie"]);
    const account = await t.app.inject({ method: "GET", url: "/api/account", headers: { cookie: session } });
    expect(account.statusCode).toBe(200);
  });

  it("takes each recovery code once", async () => {
    const code = recoveryCodes[0] ?? "";
    const first = await post(
      "/api/auth/two-factor/verify-backup-code",
      { code },
      { cookie: await passwordStep() },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().user.email).toBe(person.email);
    const again = await post(
      "/api/auth/two-factor/verify-backup-code",
      { code },
      { cookie: await passwordStep() },
    );
    expect(again.statusCode).toBe(401);
    expect(again.json().error.message).toMatch(/recovery code/);
    const stored = await t.app.db
      .selectFrom("auth_two_factor")
      .select("backup_codes")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.backup_codes)).toHaveLength(9);
  });

  it("answers 429 with Retry-After after 5 wrong codes in 5 minutes for the account", async () => {
    // The wrong codes of the tests above count in the same window: start this one from none.
    await t.app.db.deleteFrom("auth_rate_limit").execute();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      // A fresh password step each time: the limit follows the account, not the pending sign-in.
      last = await post(
        "/api/auth/two-factor/verify-totp",
        { code: "000000" },
        { cookie: await passwordStep() },
      );
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Number(last?.headers["retry-after"])).toBeGreaterThan(0);
    // Even the right code waits now.
    const right = await post(
      "/api/auth/two-factor/verify-totp",
      { code: totpCode(uri) },
      { cookie: await passwordStep() },
    );
    expect(right.statusCode).toBe(429);

    const events = await t.app.db
      .selectFrom("audit_log")
      .select("summary")
      .where("area", "=", "security")
      .execute();
    const summaries = events.map((event) => event.summary).join("\n");
    expect(summaries).toMatch(/Wrong second-factor code/);
    expect(summaries).toMatch(/Second factor passed/);
    expect(summaries).toMatch(/Signed in with a recovery code/);
    expect(summaries).toMatch(/Second factor locked out/);
    expect(summaries).toMatch(/Two-factor sign-in turned on/);
  });

  it("npm run owner -- reset-2fa turns it off and ends the account's sessions", async () => {
    await t.app.services.users.resetTwoFactor(person.email);
    const gone = await t.app.inject({ method: "GET", url: "/api/account", headers: { cookie } });
    expect(gone.statusCode).toBe(401);
    const signIn = await post("/api/auth/sign-in/email", {
      email: person.email,
      password: person.password,
      rememberMe: false,
    });
    expect(signIn.json().user).toMatchObject({ email: person.email });
  });
});
