import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { cookieHeader, signInAsOwner, testOwner } from "#test/owner-session.ts";

const signIn = (
  t: TestApp,
  password: string,
  headers: Record<string, string> = {},
  remoteAddress = "192.0.2.10",
) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress,
    headers,
    payload: { email: testOwner.email, password },
  });

describe("sign-in", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.services.owners.create(testOwner);
  });
  afterAll(() => t.close());
  // What a test here leaves behind, cleared before the next: sessions, the sign-in limits' counters
  // (kept in the database, as on several instances) and the security log.
  beforeEach(async () => {
    for (const table of ["auth_session", "auth_rate_limit", "audit_log"] as const)
      await t.app.db.deleteFrom(table).execute();
  });

  it("answers 401 'Invalid email or password' for a wrong password or an unknown e-mail", async () => {
    const wrong = await signIn(t, "not-the-password");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: "unauthorized", message: "Invalid email or password" } });
    expect(wrong.headers["set-cookie"]).toBeUndefined();
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "192.0.2.11",
      payload: { email: "nobody@folio.test", password: testOwner.password },
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("answers 403 'Open Folio at PUBLIC_URL' (not a password error) to a sign-in from another origin", async () => {
    // What a browser sends from http://127.0.0.1:3000 when PUBLIC_URL is http://localhost:3000.
    const browser = { "sec-fetch-site": "same-origin", "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" };
    for (const origin of ["http://127.0.0.1:3000", "https://attacker.example"]) {
      const response = await signIn(t, testOwner.password, { ...browser, origin });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json()).toEqual({
        error: { code: "forbidden", message: "Open Folio at http://folio.test to sign in." },
      });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect((await signIn(t, testOwner.password, { ...browser, origin: t.config.publicUrl })).statusCode).toBe(
      200,
    );
  });

  it("signs in with an HttpOnly cookie and never puts the session token in a body", async () => {
    const response = await signIn(t, testOwner.password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: expect.any(String), name: testOwner.name, email: testOwner.email, role: "owner" },
    });
    const cookies = [response.headers["set-cookie"]].flat().join("\n");
    expect(cookies).toMatch(/folio\.session_token=[^;]+;.*HttpOnly/);
    expect(cookies).toMatch(/SameSite=Lax/);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookieHeader(response.headers["set-cookie"]) },
    });
    expect(Object.keys(session.json()).sort()).toEqual(["expiresAt", "user"]);
    expect(session.body).not.toMatch(/token/i);
  });

  it("answers 429 with Retry-After to the 6th rapid sign-in from one address", async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(t, attempt === 5 ? testOwner.password : "wrong-password")).statusCode).not.toBe(
        429,
      );
    }
    const limited = await signIn(t, testOwner.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe("too_many_requests");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await signIn(t, testOwner.password, {}, "192.0.2.99")).statusCode).toBe(200);
  });

  it("does not let random X-Forwarded-For values evade the limit when TRUST_PROXY is off", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const forwarded = `10.${attempt}.${attempt * 3}.${attempt + 1}`;
      statuses.push((await signIn(t, "wrong-password", { "x-forwarded-for": forwarded })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it("blocks an account after 100 failed sign-ins in an hour, whatever the address", async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const response = await signIn(
        t,
        "wrong-password",
        {},
        `198.18.${Math.floor(attempt / 4)}.${attempt % 4}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await signIn(t, testOwner.password, {}, "198.19.0.1");
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/this account/);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(3000);
  }, 90_000);

  it("does not count successful sign-ins as failures", async () => {
    for (let attempt = 0; attempt < 101; attempt++) {
      const response = await signIn(
        t,
        testOwner.password,
        {},
        `198.18.${Math.floor(attempt / 4)}.${attempt % 4}`,
      );
      expect(response.statusCode).toBe(200);
    }
  }, 90_000);

  it("signs out: the old cookie no longer opens a session", async () => {
    const { cookie } = await signInAsOwner(t);
    const out = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(out.statusCode).toBe(200);
    const session = await t.app.inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } });
    expect(session.json()).toEqual({ user: null, expiresAt: null });
  });

  it("answers 403 to sign-out with the session cookie from a foreign Origin, and keeps the session", async () => {
    const { cookie } = await signInAsOwner(t);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { cookie, origin: "https://attacker.example" },
    });
    expect(forged.statusCode).toBe(403);
    const session = await t.app.inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } });
    expect(session.json().user.email).toBe(testOwner.email);
  });

  it("exposes no sign-up or other better-auth endpoint, so no second account can be made", async () => {
    for (const url of [
      "/api/auth/sign-up/email",
      "/api/auth/update-user",
      "/api/auth/change-email",
      "/api/auth/list-sessions",
    ]) {
      const response = await t.app.inject({
        method: "POST",
        url,
        payload: { email: "second@folio.test", password: "another-password", name: "Second" },
      });
      expect(response.statusCode).toBe(404);
    }
    await expect(
      t.app.services.owners.create({
        name: "Second",
        email: "second@folio.test",
        password: "another-password",
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    const users = await t.app.db.selectFrom("auth_user").select("email").execute();
    expect(users).toEqual([{ email: testOwner.email }]);
  });

  it("stores the password as argon2id with m=19456, t=2, p=1", async () => {
    const account = await t.app.db.selectFrom("auth_account").select("password").executeTakeFirstOrThrow();
    expect(account.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
