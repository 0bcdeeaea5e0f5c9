import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resolveAuthSecret } from "#server/features/auth/auth-secret.ts";
import * as outboxRepository from "#server/mail/outbox.repository.ts";
import { createBodySeal } from "#server/mail/sealed-body.ts";
import { buildTestApp, type TestApp } from "#test/build-test-app.ts";
import { testOwner } from "#test/owner-session.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { testDialect } from "#test/test-database.ts";

/** Every file under `dir`, however deep. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe(`secrets at rest on ${testDialect}`, () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.stop());

  /** Asks for a reset link for the owner. */
  async function requestReset(t: TestApp) {
    await t.app.services.owners.create(testOwner);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      remoteAddress: "192.0.2.40",
      payload: { email: testOwner.email },
    });
    expect(response.statusCode).toBe(200);
  }

  /** Closes the app and its database (SQLite checkpoints its WAL), then reads every file of DATA_DIR. */
  async function expectNoSecretInDataDir(t: TestApp, secret: string) {
    expect(secret.length).toBeGreaterThan(10);
    await t.app.close();
    await t.testDatabase.database.close();
    const dataDir = t.testDatabase.dataDir;
    const files = filesUnder(dataDir);
    if (testDialect === "sqlite") expect(files.some((file) => file.endsWith("folio.db"))).toBe(true);
    for (const file of files) expect(readFileSync(file).includes(Buffer.from(secret)), file).toBe(false);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    for (const file of files.filter((name) => /folio\.db/.test(name))) {
      expect(statSync(file).mode & 0o777, file).toBe(0o600);
    }
    await t.testDatabase.drop();
  }

  it("keeps a queued reset e-mail sealed: its link is nowhere in DATA_DIR", async () => {
    // No mail server listens there: the e-mail stays queued for its retry.
    const t = await buildTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
    await requestReset(t);
    const [queued] = await outboxRepository.list(t.app.db);
    expect(queued?.text_body).toMatch(/^sealed:v1:/);
    expect(queued?.html_body).toMatch(/^sealed:v1:/);
    const seal = createBodySeal(resolveAuthSecret(undefined, t.config.dataDir));
    const secret = seal.open(queued?.text_body ?? "").match(/[?&]secret=([^&\s]+)/)?.[1] ?? "";
    await expectNoSecretInDataDir(t, secret);
  });

  it("leaves no reset secret in any file of DATA_DIR once the e-mail is sent", async () => {
    const t = await buildTestApp({ SMTP_URL: sink.url });
    await requestReset(t);
    const mail = await sink.waitFor((message) => message.subject === "Reset your Folio password");
    const secret = mail.text.match(/[?&]secret=([^&\s]+)/)?.[1] ?? "";
    await vi.waitFor(async () => expect((await outboxRepository.list(t.app.db))[0]?.status).toBe("sent"));
    await expectNoSecretInDataDir(t, secret);
  });
});
