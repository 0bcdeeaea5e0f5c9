import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as outboxRepository from "#server/mail/outbox.repository.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { addSignedInUser, cookieHeader, nextTestAddress, signInAsOwner } from "#test/owner-session.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";

/** The Users tab's rules: invitations (single use, 7 days, revoke), roles, the last owner, removal. */
describe("users and invitations", () => {
  let sink: SmtpSink;
  let t: TestApp;
  let ownerCookie: string;
  let ownerId: string;

  const as = (cookie: string) => ({ cookie, origin: "http://folio.test" });
  const invite = (email: string, role = "editor") =>
    t.app.inject({
      method: "POST",
      url: "/api/users/invitations",
      headers: as(ownerCookie),
      payload: { email, role },
    });
  const accept = (token: string, name = "New Person", password = "a-long-new-password") =>
    t.app.inject({
      method: "POST",
      url: "/api/invitations",
      remoteAddress: nextTestAddress(),
      headers: { origin: "http://folio.test" },
      payload: { token, name, password },
    });

  /** The token of the newest invitation mail sent to `email` (read from what the SMTP server received). */
  async function invitationToken(email: string): Promise<string> {
    let link: string | undefined;
    await vi.waitFor(
      () => {
        const mail = sink.messages
          .filter((m) => m.to.includes(email) && /invited you/.test(m.subject))
          .at(-1);
        link = mail?.text.match(/https?:\/\/\S+\/invite\?token=\S+/)?.[0];
        if (!link) throw new Error("no invitation mail yet");
      },
      { timeout: 5000, interval: 20 },
    );
    return new URL(link ?? "").searchParams.get("token") ?? "";
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: sink.url });
    const owner = await signInAsOwner(t);
    ownerCookie = owner.cookie;
    ownerId = owner.owner.id;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it("invites by e-mail and role: the link is mailed, sealed in the outbox, stored only as a hash", async () => {
    const response = await invite("ed@folio.test");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      email: "ed@folio.test",
      role: "editor",
      invitedBy: "Alex Morgan",
    });
    const token = await invitationToken("ed@folio.test");
    expect(token.length).toBeGreaterThan(30);
    const row = await t.app.db.selectFrom("user_invitation").selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(token);
    const queued = await outboxRepository.list(t.app.db);
    expect(JSON.stringify(queued)).not.toContain(token);
    const days = (Date.parse(row.expires_at) - Date.parse(row.created_at)) / 86_400_000;
    expect(days).toBe(7);

    const list = await t.app.inject({ method: "GET", url: "/api/users", headers: as(ownerCookie) });
    expect(list.json().invitations.map((i: { email: string }) => i.email)).toEqual(["ed@folio.test"]);
  });

  it("an invitation for an e-mail that has an account answers 409", async () => {
    const response = await invite("owner@folio.test");
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/already exists/);
  });

  it("accepting creates the account with its role, signs it in, and the link works once", async () => {
    await invite("once@folio.test", "editor");
    const token = await invitationToken("once@folio.test");
    const check = await t.app.inject({ method: "GET", url: `/api/invitations?token=${token}` });
    expect(check.json()).toEqual({ email: "once@folio.test", role: "editor" });

    const first = await accept(token, "Olive Once");
    expect(first.statusCode).toBe(201);
    expect(first.json().user).toMatchObject({ name: "Olive Once", email: "once@folio.test", role: "editor" });
    const cookie = cookieHeader(first.headers["set-cookie"]);
    const account = await t.app.inject({ method: "GET", url: "/api/account", headers: as(cookie) });
    expect(account.json()).toMatchObject({ role: "editor", name: "Olive Once" });
    const siteConfig = await t.app.inject({
      method: "PUT",
      url: "/api/site-config",
      headers: as(cookie),
      payload: {},
    });
    expect(siteConfig.statusCode).toBe(403);

    const again = await accept(token, "Someone Else");
    expect(again.statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/invitations?token=${token}` })).statusCode).toBe(
      404,
    );
  });

  it("an expired invitation no longer works", async () => {
    await invite("late@folio.test");
    const token = await invitationToken("late@folio.test");
    await t.app.db
      .updateTable("user_invitation")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("email", "=", "late@folio.test")
      .execute();
    expect((await accept(token)).statusCode).toBe(404);
  });

  it("a revoked invitation no longer works; a resent one replaces the old link", async () => {
    const created = (await invite("revoke@folio.test")).json();
    const token = await invitationToken("revoke@folio.test");
    const resend = await t.app.inject({
      method: "POST",
      url: `/api/users/invitations/${created.id}/resend`,
      headers: as(ownerCookie),
      payload: {},
    });
    expect(resend.statusCode).toBe(200);
    let fresh = "";
    await vi.waitFor(async () => {
      fresh = await invitationToken("revoke@folio.test");
      if (fresh === token) throw new Error("not resent yet");
    });
    expect((await t.app.inject({ method: "GET", url: `/api/invitations?token=${token}` })).statusCode).toBe(
      404,
    );

    const revoke = await t.app.inject({
      method: "DELETE",
      url: `/api/users/invitations/${created.id}`,
      headers: as(ownerCookie),
    });
    expect(revoke.statusCode).toBe(204);
    expect((await accept(fresh)).statusCode).toBe(404);
  });

  it("the last owner cannot be demoted or removed (409 with a sentence); another owner can be", async () => {
    const demote = await t.app.inject({
      method: "PATCH",
      url: `/api/users/${ownerId}`,
      headers: as(ownerCookie),
      payload: { role: "editor" },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toMatch(/last owner/);

    const second = await addSignedInUser(t, {
      name: "Sam Second",
      email: "second@folio.test",
      password: "a-long-second-password",
      role: "owner",
    });
    const removeFirst = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${ownerId}`,
      headers: as(second.cookie),
    });
    expect(removeFirst.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/users", headers: as(ownerCookie) })).statusCode,
    ).toBe(401);
    const removeLast = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${second.user.id}`,
      headers: as(second.cookie),
    });
    expect(removeLast.statusCode).toBe(409);
    ownerCookie = second.cookie;
    ownerId = second.user.id;
  });

  it("changing a role takes effect on the next request; removing a user ends their sessions at once", async () => {
    const editor = await addSignedInUser(t, {
      name: "Rita Role",
      email: "rita@folio.test",
      password: "a-long-rita-password",
      role: "editor",
    });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/users", headers: as(editor.cookie) })).statusCode,
    ).toBe(403);
    const promote = await t.app.inject({
      method: "PATCH",
      url: `/api/users/${editor.user.id}`,
      headers: as(ownerCookie),
      payload: { role: "owner" },
    });
    expect(promote.json()).toMatchObject({ role: "owner" });
    expect(
      (await t.app.inject({ method: "GET", url: "/api/users", headers: as(editor.cookie) })).statusCode,
    ).toBe(200);
    const remove = await t.app.inject({
      method: "DELETE",
      url: `/api/users/${editor.user.id}`,
      headers: as(ownerCookie),
    });
    expect(remove.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/account", headers: as(editor.cookie) })).statusCode,
    ).toBe(401);
  });

  it("records who made each change, and the security events of the Users tab", async () => {
    const project = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: as(ownerCookie),
      payload: { title: "Actor check", description: "Who made it", category: "Web App" },
    });
    expect(project.statusCode).toBe(201);
    const activity = await t.app.inject({
      method: "GET",
      url: `/api/users/${ownerId}/activity`,
      headers: as(ownerCookie),
    });
    expect(activity.json().items[0]).toMatchObject({ actor: "Sam Second", area: "projects" });
    const writer = await addSignedInUser(t, {
      name: "Wren Writer",
      email: "wren@folio.test",
      password: "a-long-wren-password",
      role: "editor",
    });
    const edited = await t.app.inject({
      method: "POST",
      url: "/api/projects",
      headers: as(writer.cookie),
      payload: { title: "Editor's project", description: "Placed by an editor", category: "Web App" },
    });
    expect(edited.statusCode).toBe(201);
    const overview = await t.app.inject({
      method: "GET",
      url: "/api/admin/overview",
      headers: as(ownerCookie),
    });
    expect(overview.json().recentActivity[0]).toMatchObject({ actor: "Wren Writer", area: "projects" });
    const writerActivity = await t.app.inject({
      method: "GET",
      url: `/api/users/${writer.user.id}/activity`,
      headers: as(ownerCookie),
    });
    expect(writerActivity.json().items[0]).toMatchObject({ actor: "Wren Writer", area: "projects" });
    const events = await t.app.inject({
      method: "GET",
      url: "/api/users/security-events",
      headers: as(ownerCookie),
    });
    const summaries = events
      .json()
      .items.map((item: { summary: string }) => item.summary)
      .join("\n");
    for (const words of [
      "Invitation sent",
      "Invitation accepted",
      "Invitation revoked",
      "Role changed",
      "User removed",
    ]) {
      expect(summaries).toContain(words);
    }
  });
});
