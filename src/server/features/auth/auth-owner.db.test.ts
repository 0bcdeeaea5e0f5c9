import { afterEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { testOwner } from "#test/owner-session.ts";

const ownerEnv = {
  OWNER_EMAIL: "Env.Owner@Folio.test",
  OWNER_PASSWORD: "env-owner-password",
  OWNER_NAME: "Env Owner",
};

describe("the owner account", () => {
  let t: TestApp;
  afterEach(() => t.close());

  it("is created unattended from OWNER_EMAIL / OWNER_PASSWORD / OWNER_NAME, once", async () => {
    t = await buildTestApp(ownerEnv);
    expect(await t.app.services.owners.findOwner()).toMatchObject({
      email: "env.owner@folio.test",
      name: "Env Owner",
    });
    // Starting again with the same environment neither duplicates nor changes the account.
    await t.app.services.owners.bootstrap();
    expect(await t.app.db.selectFrom("auth_user").select("email").execute()).toHaveLength(1);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      payload: { email: "env.owner@folio.test", password: ownerEnv.OWNER_PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/setup?token=anything" })).statusCode).toBe(404);
  });

  it("creates exactly one owner when several creations race", async () => {
    t = await buildTestApp();
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        t.app.services.owners.create({
          name: `Owner ${i}`,
          email: `owner${i}@folio.test`,
          password: "racing-password",
        }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(await t.app.db.selectFrom("auth_user").select("id").execute()).toHaveLength(1);
  });

  it("issues a one-time setup link, stored only as a hash, that creates the owner and then answers 404", async () => {
    t = await buildTestApp();
    const link = new URL((await t.app.services.owners.issueSetupLink()) ?? "");
    expect(link.origin + link.pathname).toBe("http://folio.test/setup");
    const token = link.searchParams.get("token") ?? "";
    const stored = await t.app.db.selectFrom("app_setting").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await t.app.inject({ method: "GET", url: "/api/setup?token=wrong" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/setup?token=${token}` })).json()).toEqual({
      valid: true,
    });

    const tooShort = await t.app.inject({
      method: "POST",
      url: "/api/setup",
      payload: { token, name: "Sam", email: "sam@folio.test", password: "short" },
    });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().error.message).toBe("Password must be at least 8 characters long");

    const created = await t.app.inject({
      method: "POST",
      url: "/api/setup",
      headers: { origin: "http://folio.test" },
      payload: { token, name: "Sam Rivera", email: "Sam@Folio.test", password: testOwner.password },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ name: "Sam Rivera", email: "sam@folio.test" });
    expect([created.headers["set-cookie"]].flat().join()).toContain("folio.session_token=");

    const again = await t.app.inject({
      method: "POST",
      url: "/api/setup",
      payload: { token, name: "Mallory", email: "mallory@folio.test", password: testOwner.password },
    });
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/setup?token=${token}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/setup?token=${token}` })).statusCode).toBe(404);
    expect(await t.app.db.selectFrom("auth_user").select("email").execute()).toEqual([
      { email: "sam@folio.test" },
    ]);
  });

  it("signs the new owner in with the sign-in cookie's attributes (HttpOnly, SameSite=Lax, Secure)", async () => {
    t = await buildTestApp({ PUBLIC_URL: "https://folio.test" });
    const token =
      new URL((await t.app.services.owners.issueSetupLink()) ?? "").searchParams.get("token") ?? "";
    const headers = { origin: "https://folio.test" };
    const account = { email: "sam@folio.test", password: testOwner.password };
    const setup = await t.app.inject({
      method: "POST",
      url: "/api/setup",
      headers,
      payload: { token, name: "Sam Rivera", ...account },
    });
    expect(setup.statusCode).toBe(201);
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers,
      payload: { ...account, rememberMe: true },
    });
    expect(signIn.statusCode).toBe(200);
    // Every Set-Cookie with its value left out: name and attributes only.
    const attributes = (setCookie: string | string[] | undefined) =>
      [setCookie ?? []].flat().map((cookie) => cookie.replace(/^([^=]+)=[^;]*/, "$1"));
    const fromSetup = attributes(setup.headers["set-cookie"]);
    expect(fromSetup).toEqual(attributes(signIn.headers["set-cookie"]));
    expect(fromSetup).toEqual([expect.stringMatching(/^__Secure-folio\.session_token;/)]);
    for (const attribute of ["HttpOnly", "Secure", "SameSite=Lax", "Path=/"]) {
      expect(fromSetup[0]?.split("; "), attribute).toContain(attribute);
    }
  });

  it("makes reset links for the CLI that work once and are stored hashed", async () => {
    t = await buildTestApp();
    await t.app.services.owners.create(testOwner);
    await expect(t.app.services.owners.createResetLink("nobody@folio.test")).rejects.toMatchObject({
      statusCode: 404,
    });
    const link = new URL(await t.app.services.owners.createResetLink(testOwner.email.toUpperCase()));
    const secret = link.searchParams.get("secret") ?? "";
    const rows = await t.app.db.selectFrom("auth_verification").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(secret);
    const reset = (newPassword: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/reset-password",
        payload: { token: secret, newPassword },
      });
    expect((await reset("cli-new-password")).statusCode).toBe(200);
    expect((await reset("cli-other-password")).statusCode).toBe(400);
  });
});
