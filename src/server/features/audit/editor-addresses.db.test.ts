import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { addSignedInUser, signInAsOwner } from "#test/owner-session.ts";

/** An IPv4 address, or an IPv6 one (with "::", as loopback and most are written) anywhere in a text. */
const anyAddress = /\b\d{1,3}(?:\.\d{1,3}){3}\b|[0-9a-f]*::[0-9a-f:.]*/i;

/** Issue 28 point 5: editors see no one's client addresses; the owner's security log keeps them. */
describe("client addresses and roles", () => {
  let t: TestApp;
  let owner: string;
  let editor: string;
  const get = (url: string, cookie: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

  beforeAll(async () => {
    t = await buildTestApp();
    ({ cookie: owner } = await signInAsOwner(t));
    ({ cookie: editor } = await addSignedInUser(t, {
      name: "Eddie Editor",
      email: "eddie@folio.test",
      password: "a-long-eddie-password",
      role: "editor",
    }));
    // Someone else, from another address, tries the editor's account: that address is not the editor's to see.
    await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "127.0.0.1",
      headers: { origin: t.config.publicUrl },
      payload: { email: "eddie@folio.test", password: "not-the-password" },
    });
  });
  afterAll(async () => t.close());

  it("gives an editor the activity log, the overview and their own security events without addresses", async () => {
    for (const url of ["/api/admin/activity", "/api/admin/overview", "/api/account/security-events"]) {
      const answer = await get(url, editor);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toMatch(/Signed in|Failed sign-in/);
      expect(answer.body, url).not.toMatch(anyAddress);
    }
  });

  it("lets the editor see where their own sessions are, and the owner see every address", async () => {
    const sessions = await get("/api/account/sessions", editor);
    expect(sessions.statusCode).toBe(200);
    expect(sessions.body).toMatch(/\d+\.\d+\.\d+\.x/);

    const log = await get("/api/users/security-events", owner);
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain("from 127.0.0.1");
    expect((await get("/api/admin/activity", owner)).body).toMatch(anyAddress);
    expect((await get("/api/users/security-events", editor)).statusCode).toBe(403);
  });
});
