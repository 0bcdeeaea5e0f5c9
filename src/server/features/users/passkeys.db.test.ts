import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { addSignedInUser, cookieHeader, nextTestAddress, signInAsOwner } from "#test/owner-session.ts";
import { authTables, snapshotTables } from "#test/table-snapshot.ts";

describe("passkeys through /api/auth", () => {
  let t: TestApp;
  let cookie: string;
  let ownerId: string;

  let restoreAuthTables: () => Promise<void>;

  // One app and one signed-in owner for the file; each test starts from the same auth rows.
  beforeAll(async () => {
    t = await buildTestApp();
    const signedIn = await signInAsOwner(t);
    cookie = signedIn.cookie;
    ownerId = signedIn.owner.id;
    restoreAuthTables = await snapshotTables(t.app.db, authTables);
  });
  beforeEach(() => restoreAuthTables());
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, remoteAddress: nextTestAddress(), headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url,
      remoteAddress: nextTestAddress(),
      headers: { origin: t.config.publicUrl, ...headers },
      payload,
    });

  /** A registered passkey as the plugin stores it (the browser's ceremony is the journey's part). */
  const storePasskey = (userId: string, id = "pk-1") =>
    t.app.db
      .insertInto("auth_passkey")
      .values({
        id,
        name: "Work laptop",
        public_key: "cHVibGlj",
        user_id: userId,
        credential_id: `cred-${id}`,
        counter: 0,
        device_type: "singleDevice",
        backed_up: t.testDatabase.databaseUrl ? false : 0,
        transports: "internal",
        created_at: t.testDatabase.databaseUrl ? new Date() : new Date().toISOString(),
        aaguid: null,
      })
      .execute();

  it("asks for a session before it offers registration options, and binds them to PUBLIC_URL's host", async () => {
    expect((await get("/api/auth/passkey/generate-register-options")).statusCode).toBe(401);
    const options = await get("/api/auth/passkey/generate-register-options", { cookie });
    expect(options.statusCode).toBe(200);
    const body = options.json() as {
      rp: { id: string; name: string };
      challenge: string;
      user: { name: string };
    };
    expect(body.rp).toEqual({ id: "folio.test", name: "Folio" });
    expect(body.challenge.length).toBeGreaterThan(20);
    expect(body.user.name).toBe("owner@folio.test");
    // The challenge waits in a signed cookie for the browser's answer.
    expect(cookieHeader(options.headers["set-cookie"])).toMatch(/folio\.passkey_challenge=/);
  });

  it("lets the sign-in options through without a session, and refuses an unknown passkey", async () => {
    const options = await get("/api/auth/passkey/generate-authenticate-options");
    expect(options.statusCode).toBe(200);
    expect((options.json() as { rpId: string }).rpId).toBe("folio.test");
    const challenge = cookieHeader(options.headers["set-cookie"]);
    const unknown = await post(
      "/api/auth/passkey/verify-authentication",
      { response: { id: "nobody", rawId: "nobody", type: "public-key", response: {} } },
      { cookie: challenge },
    );
    expect(unknown.statusCode).toBe(401);
    expect((unknown.json() as { error: { message: string } }).error.message).toMatch(/not registered/);
    const events = await t.app.db
      .selectFrom("audit_log")
      .select("summary")
      .where("area", "=", "security")
      .execute();
    expect(events.map((event) => event.summary).join("\n")).toMatch(/Failed passkey sign-in/);
  });

  it("lists the account's passkeys and removes one with a security event", async () => {
    await storePasskey(ownerId);
    const list = await get("/api/auth/passkey/list-user-passkeys", { cookie });
    expect(list.statusCode).toBe(200);
    const rows = list.json() as { id: string; name: string; createdAt: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: "pk-1", name: "Work laptop" });
    // Only what the list shows: no public key, no credential id.
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(["createdAt", "id", "name"]);

    expect((await post("/api/auth/passkey/delete-passkey", { id: "pk-1" })).statusCode).toBe(401);
    const removed = await post("/api/auth/passkey/delete-passkey", { id: "pk-1" }, { cookie });
    expect(removed.statusCode).toBe(200);
    expect(await t.app.db.selectFrom("auth_passkey").selectAll().execute()).toEqual([]);
    const events = await t.app.db
      .selectFrom("audit_log")
      .select(["summary", "actor"])
      .where("area", "=", "security")
      .where("summary", "like", "Passkey removed%")
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]?.actor).toBe("Alex Morgan");
  });

  it("never removes another account's passkey", async () => {
    const other = await addSignedInUser(t, {
      name: "Sam",
      email: "sam@folio.test",
      password: "another-long-password-1",
      role: "editor",
    });
    await storePasskey(other.user.id, "pk-other");
    const refused = await post("/api/auth/passkey/delete-passkey", { id: "pk-other" }, { cookie });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await t.app.db.selectFrom("auth_passkey").select("id").execute()).toEqual([{ id: "pk-other" }]);
  });

  it("keeps the plugin's other paths closed", async () => {
    const update = await post("/api/auth/passkey/update-passkey", { id: "x", name: "y" }, { cookie });
    expect(update.statusCode).toBe(404);
  });
});
