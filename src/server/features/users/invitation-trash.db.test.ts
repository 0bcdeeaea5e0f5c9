import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { trashInDays } from "#server/features/trash/trash-test-helpers.ts";
import type { TrashItem } from "#shared/trash/schema.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { addSignedInUser, signInAsOwner } from "#test/owner-session.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { testDialect } from "#test/test-database.ts";

/** Issue 40, point 3: a revoked invitation waits in the owner's Trash until its link would have expired. */
describe(`Revoked invitations in the Trash on ${testDialect}`, () => {
  let sink: SmtpSink;
  let t: TestApp;
  let owner: string;
  let editor: string;

  const send = (cookie: string, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, origin: "http://folio.test" },
      ...(payload ? { payload } : {}),
    });
  const trash = async (cookie: string) =>
    ((await send(cookie, "GET", "/api/trash")).json() as { items: TrashItem[] }).items;
  const linkWorks = async (token: string) =>
    (await t.app.inject({ method: "GET", url: `/api/invitations?token=${token}` })).statusCode === 200;

  /** Invites `email` and answers the invitation's id and the token its mail carries. */
  async function invite(email: string): Promise<{ id: string; token: string }> {
    const created = await send(owner, "POST", "/api/users/invitations", { email, role: "editor" });
    expect(created.statusCode, created.body).toBe(201);
    let token = "";
    await vi.waitFor(
      () => {
        const mail = sink.messages.filter((m) => m.to.includes(email)).at(-1);
        const link = mail?.text.match(/https?:\/\/\S+\/invite\?token=\S+/)?.[0];
        if (!link) throw new Error("no invitation mail yet");
        token = new URL(link).searchParams.get("token") ?? "";
      },
      { timeout: 5000, interval: 20 },
    );
    return { id: created.json().id, token };
  }

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: sink.url });
    owner = (await signInAsOwner(t)).cookie;
    editor = (
      await addSignedInUser(t, {
        name: "Eda Editor",
        email: "eda@folio.test",
        password: "a-long-editor-password",
        role: "editor",
      })
    ).cookie;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it("is listed for the owner alone and, restored, makes the same link work again", async () => {
    const { id, token } = await invite("maya@folio.test");
    expect((await send(owner, "DELETE", `/api/users/invitations/${id}`)).statusCode).toBe(204);
    expect(await linkWorks(token)).toBe(false);

    const [item] = (await trash(owner)).filter((entry) => entry.kind === "invitation");
    expect(item).toMatchObject({
      id,
      title: "maya@folio.test",
      detail: "An invitation as editor",
      deletedBy: { name: "Alex Morgan" },
      daysLeft: 7,
    });
    // An editor neither sees nor restores the owner's invitations.
    expect((await trash(editor)).map((entry) => entry.kind)).not.toContain("invitation");
    const refused = await send(editor, "POST", `/api/trash/invitation/${id}/restore`);
    expect(refused.statusCode).toBe(403);
    expect(await linkWorks(token)).toBe(false);

    expect((await send(owner, "POST", `/api/trash/invitation/${id}/restore`)).statusCode).toBe(200);
    expect(await linkWorks(token)).toBe(true);
    expect((await trash(owner)).map((entry) => entry.kind)).not.toContain("invitation");
    const pending = (await send(owner, "GET", "/api/users")).json().invitations as { id: string }[];
    expect(pending.map((invitation) => invitation.id)).toContain(id);
  });

  it("leaves the Trash when its link would have expired, and deleted for good is gone", async () => {
    const first = await invite("noor@folio.test");
    const second = await invite("sven@folio.test");
    for (const { id } of [first, second])
      expect((await send(owner, "DELETE", `/api/users/invitations/${id}`)).statusCode).toBe(204);
    const later = trashInDays(t, 8);
    expect((await later.list()).filter((entry) => entry.kind === "invitation")).toEqual([]);
    await expect(later.restore("invitation", first.id)).rejects.toThrow(/not in the Trash/);

    expect((await send(owner, "DELETE", `/api/trash/invitation/${second.id}`)).statusCode).toBe(204);
    expect((await trash(owner)).map((entry) => entry.id)).toEqual(expect.arrayContaining([first.id]));
    expect((await trash(owner)).map((entry) => entry.id)).not.toContain(second.id);
    expect(await linkWorks(second.token)).toBe(false);
  });
});
