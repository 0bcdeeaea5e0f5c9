import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminOverview } from "#shared/overview/schema.ts";
import type { SiteConfigDocument } from "#shared/site-config/schema.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { cookieHeader, testOwner } from "#test/owner-session.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { testDialect } from "#test/test-database.ts";

interface LogLine {
  msg: string;
  securityEvent?: string;
  clientAddress?: string;
  requestId?: string;
  time?: number;
}

describe(`the security log on ${testDialect}`, () => {
  let sink: SmtpSink;
  let t: TestApp;
  const raw: string[] = [];
  beforeAll(async () => {
    sink = await startSmtpSink();
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        raw.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({ SMTP_URL: sink.url, LOG_LEVEL: "info" }, { logStream });
    await t.app.services.owners.create(testOwner);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const origin = () => ({ origin: t.config.publicUrl });
  const signIn = (email: string, password: string, remoteAddress = "198.51.100.7") =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      remoteAddress,
      headers: origin(),
      payload: { email, password, rememberMe: true },
    });

  it("writes one structured line per event, shows them in Recent Activity, and leaks no secret", async () => {
    expect((await signIn("stranger@example.org", "wrong-password-1")).statusCode).toBe(401);
    expect((await signIn(testOwner.email, "wrong-password-2")).statusCode).toBe(401);
    for (let attempt = 0; attempt < 6; attempt += 1) await signIn(testOwner.email, "wrong", "198.51.100.99");
    const signedIn = await signIn(testOwner.email, testOwner.password);
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieHeader(signedIn.headers["set-cookie"]);
    const sessionToken = cookie.split(";")[0]?.split("=")[1] ?? "";

    const config = (
      await t.app.inject({ method: "GET", url: "/api/site-config", headers: { cookie } })
    ).json() as SiteConfigDocument;
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/site-config",
      headers: { cookie, ...origin() },
      payload: { ...config, security: { ...config.security, enableHSTS: true } },
    });
    expect(saved.statusCode).toBe(200);

    await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      remoteAddress: "192.0.2.77",
      payload: { email: testOwner.email },
    });
    const mail = await sink.waitFor((message) => message.subject === "Reset your Folio password");
    const resetSecret = mail.text.match(/[?&]secret=([^&\s]+)/)?.[1] ?? "";
    await t.app.inject({ method: "GET", url: `/reset-password?userId=x&secret=${resetSecret}` });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: resetSecret, newPassword: "a-brand-new-passphrase" },
    });
    expect(reset.statusCode).toBe(200);

    const lines = raw
      .join("")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as LogLine);
    const events = lines.filter((line) => line.securityEvent);
    expect(events.map((line) => line.securityEvent)).toEqual([
      "sign-in.failed",
      "sign-in.failed",
      "sign-in.failed",
      "sign-in.failed",
      "sign-in.failed",
      "sign-in.failed",
      "sign-in.failed",
      "sign-in.locked-out",
      "sign-in.succeeded",
      "security-settings.changed",
      "password-reset.requested",
      "password-reset.used",
      "password.changed",
      "sessions.revoked",
    ]);
    for (const line of events) {
      expect(typeof line.time).toBe("number");
      expect(line.clientAddress).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
      expect(line.requestId).toBeTruthy();
    }
    expect(events.find((line) => line.securityEvent === "sign-in.locked-out")?.clientAddress).toBe(
      "198.51.100.99",
    );

    const everything = raw.join("");
    expect(resetSecret.length).toBeGreaterThan(10);
    expect(sessionToken.length).toBeGreaterThan(10);
    for (const secret of [
      testOwner.password,
      "wrong-password-2",
      "a-brand-new-passphrase",
      resetSecret,
      sessionToken,
    ]) {
      expect(everything.includes(secret), secret).toBe(false);
    }
    // A visitor's typed address is never written; only the owner's may be.
    expect(everything).not.toContain("stranger@example.org");

    const owner = await signIn(testOwner.email, "a-brand-new-passphrase", "198.51.100.8");
    const overview = (
      await t.app.inject({
        method: "GET",
        url: "/api/admin/overview",
        headers: { cookie: cookieHeader(owner.headers["set-cookie"]) },
      })
    ).json() as AdminOverview;
    const summaries = overview.recentActivity.map(
      (entry) => `${entry.area}: ${entry.summary} — ${entry.actor}`,
    );
    expect(summaries).toContain("security: Signed in from 198.51.100.8 — Alex Morgan");
    expect(summaries).toContain("security: Every session signed out from 127.0.0.1 — Alex Morgan");
    expect(summaries).toContain("security: Security settings changed (HSTS on) from 127.0.0.1 — Alex Morgan");
    expect(summaries).toContain("security: Password reset requested from 192.0.2.77 — Alex Morgan");
  });

  it("refuses a common password at setup, and records the setup link's use", async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const fresh = await buildTestApp({ LOG_LEVEL: "info" }, { logStream });
    try {
      const token =
        new URL((await fresh.app.services.owners.issueSetupLink()) ?? "").searchParams.get("token") ?? "";
      const setup = (password: string) =>
        fresh.app.inject({
          method: "POST",
          url: "/api/setup",
          headers: { origin: fresh.config.publicUrl },
          payload: { token, name: "Sam Rivera", email: "sam@folio.test", password },
        });
      const common = await setup("Password1234");
      expect(common.statusCode).toBe(400);
      expect(common.json().error.fields.password).toMatch(/most common passwords/);
      expect((await setup(testOwner.password)).statusCode).toBe(201);
      const events = lines.map((line) => JSON.parse(line)).filter((line) => line.securityEvent);
      expect(events.map((line) => line.securityEvent)).toEqual(["setup.used"]);
      expect(lines.join("")).not.toContain(token);
      const entries = await fresh.app.db.selectFrom("audit_log").select(["area", "actor"]).execute();
      expect(entries).toEqual([{ area: "security", actor: "Sam Rivera" }]);
    } finally {
      await fresh.close();
    }
  });
});
