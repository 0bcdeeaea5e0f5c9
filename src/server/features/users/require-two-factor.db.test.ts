import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { addSignedInUser, signInAsOwner, signInWith } from "#test/owner-session.ts";

/** The owner's rule that everyone signs in with two-factor (the Users tab's security setting). */
describe("two-factor required for everyone", () => {
  let t: TestApp;
  let ownerCookie: string;
  let ownerId: string;
  const as = (cookie: string) => ({ cookie, origin: "http://folio.test" });

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await signInAsOwner(t);
    ownerCookie = owner.cookie;
    ownerId = owner.owner.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("the owner can require two-factor sign-in for everyone: others reach only their account until it is on", async () => {
    const editor = await addSignedInUser(t, {
      name: "Nina No2fa",
      email: "nina@folio.test",
      password: "a-long-nina-password",
      role: "editor",
    });
    const require = () =>
      t.app.inject({
        method: "PUT",
        url: "/api/users/security",
        headers: as(ownerCookie),
        payload: { requireTwoFactor: true },
      });
    const withoutOwn = await require();
    expect(withoutOwn.statusCode).toBe(409);
    expect(withoutOwn.json().error.message).toMatch(/your own account first/);
    // The owner's own two-factor (turned on through the plugin in two-factor.db.test.ts) is set directly here.
    await t.app.db
      .updateTable("auth_user")
      .set({ two_factor_enabled: t.testDatabase.databaseUrl ? true : 1 })
      .where("id", "=", ownerId)
      .execute();
    const save = await require();
    expect(save.json()).toEqual({ requireTwoFactor: true });
    const blocked = await t.app.inject({ method: "GET", url: "/api/sections", headers: as(editor.cookie) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error.code).toBe("two_factor_required");
    const account = await t.app.inject({ method: "GET", url: "/api/account", headers: as(editor.cookie) });
    expect(account.json()).toMatchObject({ twoFactorRequired: true, twoFactorEnabled: false });
    await t.app.inject({
      method: "PUT",
      url: "/api/users/security",
      headers: as(ownerCookie),
      payload: { requireTwoFactor: false },
    });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/sections", headers: as(editor.cookie) })).statusCode,
    ).toBe(200);
    await signInWith(t, "nina@folio.test", "a-long-nina-password");
  });
});
