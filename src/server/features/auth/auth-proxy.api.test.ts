import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { testOwner } from "#test/owner-session.ts";

const signIn = (t: TestApp, headers: Record<string, string>, rememberMe?: boolean) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    remoteAddress: "10.0.0.1",
    headers,
    payload: {
      email: testOwner.email,
      password: testOwner.password,
      ...(rememberMe === undefined ? {} : { rememberMe }),
    },
  });

describe("sign-in behind a proxy, and remember me", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("keys the limit on the forwarded client address when TRUST_PROXY is on", async () => {
    t = await buildTestApp({ TRUST_PROXY: "true" });
    await t.app.services.owners.create(testOwner);
    const fromA = [];
    for (let i = 0; i < 6; i++)
      fromA.push((await signIn(t, { "x-forwarded-for": "203.0.113.5" })).statusCode);
    expect(fromA).toEqual([200, 200, 200, 200, 200, 429]);
    // The proxy's other visitors keep their own buckets.
    expect((await signIn(t, { "x-forwarded-for": "203.0.113.6" })).statusCode).toBe(200);
    const session = await t.app.db.selectFrom("auth_session").select("ip_address").executeTakeFirstOrThrow();
    expect(session.ip_address).toBe("203.0.113.5");
  });

  it("records the socket address, not a client-sent header, when TRUST_PROXY is off", async () => {
    t = await buildTestApp();
    await t.app.services.owners.create(testOwner);
    await signIn(t, { "x-forwarded-for": "198.51.100.77", "x-folio-client-ip": "198.51.100.78" });
    const session = await t.app.db.selectFrom("auth_session").select("ip_address").executeTakeFirstOrThrow();
    expect(session.ip_address).toBe("10.0.0.1");
  });

  it("gives a 30-day cookie with Remember me and a browser-session cookie without", async () => {
    t = await buildTestApp();
    await t.app.services.owners.create(testOwner);
    const sessionCookie = (setCookie: string | string[] | undefined) =>
      [setCookie].flat().find((cookie) => cookie?.startsWith("folio.session_token=")) ?? "";
    const remembered = sessionCookie((await signIn(t, {}, true)).headers["set-cookie"]);
    expect(remembered).toMatch(/Max-Age=2592000/);
    const forgotten = sessionCookie((await signIn(t, {}, false)).headers["set-cookie"]);
    expect(forgotten).not.toMatch(/Max-Age|Expires/i);
    const expiries = await t.app.db
      .selectFrom("auth_session")
      .select("expires_at")
      .orderBy("created_at")
      .execute();
    const days = expiries.map(({ expires_at }) =>
      Math.round((new Date(expires_at).getTime() - Date.now()) / 86_400_000),
    );
    expect(days).toEqual([30, 1]);
  });
});
