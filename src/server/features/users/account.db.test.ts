import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { addSignedInUser, cookieHeader, signInWith } from "#test/owner-session.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";

const person = {
  name: "Ada Account",
  email: "ada@folio.test",
  password: "a-long-ada-password",
  role: "editor" as const,
};
const firefox = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0";

/** Each user's own account: sessions, name, e-mail (confirmed by a link to the new address), password. */
describe("own account", () => {
  let sink: SmtpSink;
  let t: TestApp;
  let cookie: string;
  const as = (c: string) => ({ cookie: c, origin: "http://folio.test" });

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await buildTestApp({ SMTP_URL: sink.url });
    ({ cookie } = await addSignedInUser(t, person));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it("lists the sessions (browser and OS, address with its last part hidden, this one marked) and ends one", async () => {
    const other = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress: "203.0.113.77",
      headers: { origin: "http://folio.test", "user-agent": firefox },
      payload: { email: person.email, password: person.password, rememberMe: true },
    });
    const otherCookie = (other.headers["set-cookie"] as string[]).map((c) => c.split(";")[0]).join("; ");
    const list = await t.app.inject({ method: "GET", url: "/api/account/sessions", headers: as(cookie) });
    const items = list.json().items as { id: string; device: string; place: string; current: boolean }[];
    expect(items).toHaveLength(2);
    expect(items.filter((item) => item.current)).toHaveLength(1);
    const firefoxSession = items.find((item) => item.device === "Firefox on macOS");
    expect(firefoxSession).toMatchObject({ place: "203.0.113.x", current: false });

    const end = await t.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${firefoxSession?.id}`,
      headers: as(cookie),
    });
    expect(end.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/account", headers: as(otherCookie) })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/account", headers: as(cookie) })).statusCode).toBe(
      200,
    );
  });

  it("ends every other session, keeping this one", async () => {
    const other = await signInWith(t, person.email, person.password);
    const end = await t.app.inject({ method: "DELETE", url: "/api/account/sessions", headers: as(cookie) });
    expect(end.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/account", headers: as(other.cookie) })).statusCode,
    ).toBe(401);
    const list = await t.app.inject({ method: "GET", url: "/api/account/sessions", headers: as(cookie) });
    expect(list.json().items).toHaveLength(1);
  });

  it("changes the name", async () => {
    const rename = await t.app.inject({
      method: "PATCH",
      url: "/api/account",
      headers: as(cookie),
      payload: { name: "Ada Lovelace" },
    });
    expect(rename.json()).toMatchObject({ name: "Ada Lovelace", role: "editor" });
  });

  it("changes the e-mail only once the link sent to the new address is opened", async () => {
    const request = await t.app.inject({
      method: "POST",
      url: "/api/account/email",
      headers: as(cookie),
      payload: { email: "ada.new@folio.test" },
    });
    expect(request.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/account", headers: as(cookie) })).json().email,
    ).toBe(person.email);
    let link = "";
    await vi.waitFor(() => {
      const mail = sink.messages.find((m) => m.to.includes("ada.new@folio.test"));
      link = mail?.text.match(/https?:\/\/\S+\/confirm-email\?token=\S+/)?.[0] ?? "";
      if (!link) throw new Error("no confirmation mail yet");
    });
    const token = new URL(link).searchParams.get("token");
    const confirm = await t.app.inject({
      method: "POST",
      url: "/api/account-email/confirm",
      payload: { token },
    });
    expect(confirm.json()).toEqual({ email: "ada.new@folio.test" });
    const again = await t.app.inject({
      method: "POST",
      url: "/api/account-email/confirm",
      payload: { token },
    });
    expect(again.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/account", headers: as(cookie) })).json().email,
    ).toBe("ada.new@folio.test");
  });

  it("changes the password with the current one, signs out other sessions and mails a notice", async () => {
    const other = await signInWith(t, "ada.new@folio.test", person.password);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: as(cookie),
      payload: {
        currentPassword: "not-the-password",
        newPassword: "another-long-password",
        revokeOtherSessions: true,
      },
    });
    expect(wrong.statusCode).toBe(400);
    const change = await t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: as(cookie),
      payload: {
        currentPassword: person.password,
        newPassword: "another-long-password",
        revokeOtherSessions: true,
      },
    });
    expect(change.statusCode).toBe(200);
    expect(change.body).not.toContain("token");
    // This browser gets a fresh session in the answer's cookie.
    cookie = cookieHeader(change.headers["set-cookie"]);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/account", headers: as(other.cookie) })).statusCode,
    ).toBe(401);
    await vi.waitFor(() => {
      if (!sink.messages.some((m) => m.subject === "Your Folio password was changed"))
        throw new Error("no mail yet");
    });
    await signInWith(t, "ada.new@folio.test", "another-long-password");
  });

  it("lists the account's own security events", async () => {
    const events = await t.app.inject({
      method: "GET",
      url: "/api/account/security-events",
      headers: as(cookie),
    });
    const summaries = events
      .json()
      .items.map((item: { summary: string }) => item.summary)
      .join("\n");
    expect(summaries).toContain("Signed in");
    expect(summaries).toContain("Password changed");
    expect(summaries).toContain("E-mail address changed");
  });
});
