import { createServer, type Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { passwordResetMail } from "#server/features/auth/auth-mail.ts";
import { RESET_LINK_VALID_SECONDS } from "#shared/auth/schema.ts";
import { testConfig } from "#test/build-test-app.ts";
import { startSmtpSink } from "#test/smtp-sink.ts";
import { createMigratedTestDatabase, type TestDatabase } from "#test/test-database.ts";
import * as outboxRepository from "./outbox.repository.ts";
import { enqueueMail } from "./outbox.ts";
import { retryDelaysMs } from "./outbox-worker.ts";

const minutes = (n: number) => n * 60_000;

/** A clock the test moves by hand; a minute ahead, so mail queued during the test is already due. */
function manualClock() {
  let now = Date.now() + 60_000;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

async function startApp(testDatabase: TestDatabase, smtpUrl: string, now: () => Date) {
  const config = testConfig(testDatabase, { SMTP_URL: smtpUrl, MAIL_FROM: "Folio <folio@folio.test>" });
  // The worker does not run on its own: the test drives delivery rounds with runOnce().
  const app = await buildApp({ config, database: testDatabase.database, mail: { now, autoStart: false } });
  await app.ready();
  return app;
}

describe("the mail outbox", () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function setup() {
    const testDatabase = await createMigratedTestDatabase();
    await migrateToLatest(testDatabase.database.db);
    cleanups.push(() => testDatabase.drop());
    return testDatabase;
  }

  /** A server whose SMTP port has nobody listening: a sink is started for a free port, then stopped. */
  async function setupWithSmtpDown() {
    const testDatabase = await setup();
    const sink = await startSmtpSink();
    const { port } = sink;
    await sink.stop();
    const clock = manualClock();
    const app = await startApp(testDatabase, `smtp://127.0.0.1:${port}`, clock.now);
    return { testDatabase, port, clock, app };
  }

  it("stores a message and delivers it over SMTP with text, html and reply-to", async () => {
    const testDatabase = await setup();
    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    const clock = manualClock();
    const app = await startApp(testDatabase, sink.url, clock.now);
    cleanups.push(() => app.close());

    await enqueueMail(app.db, {
      to: "visitor@example.com",
      subject: "Grüße from Folio",
      text: "Hello there — plain text",
      html: "<p>Hello <b>there</b></p>",
      replyTo: "owner@folio.test",
    });
    const [stored] = await outboxRepository.list(app.db);
    expect(stored).toMatchObject({ status: "queued", attempts: 0, to_address: "visitor@example.com" });

    expect(await app.mailWorker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const mail = await sink.waitFor((m) => m.to.includes("visitor@example.com"));
    expect(mail).toMatchObject({
      subject: "Grüße from Folio",
      text: "Hello there — plain text",
      html: "<p>Hello <b>there</b></p>",
      replyTo: "owner@folio.test",
    });
    expect(mail.from).toContain("folio@folio.test");
    // Sent: the bodies are gone from the database; what it was and when stays for inspection.
    expect((await outboxRepository.list(app.db))[0]).toMatchObject({
      status: "sent",
      attempts: 1,
      to_address: "visitor@example.com",
      subject: "Grüße from Folio",
      reply_to: "owner@folio.test",
      text_body: "",
      html_body: null,
      sent_at: expect.any(String),
    });
  });

  it("keeps mail queued while SMTP is down and delivers it once it is back, also across a restart", async () => {
    const down = await setupWithSmtpDown();
    const { testDatabase, port, clock } = down;
    let app: FastifyInstance = down.app;

    await enqueueMail(app.db, { to: "owner@folio.test", subject: "Survives", text: "still here" });
    expect(await app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await outboxRepository.list(app.db);
    // Still queued: the bodies are kept until the message is sent.
    expect(row).toMatchObject({ status: "queued", attempts: 1, text_body: "still here" });
    expect(row?.last_error).toBeTruthy();
    expect(row?.next_attempt_at).toBe(new Date(clock.now().getTime() + minutes(1)).toISOString());

    // Not due yet: nothing is attempted before the retry time.
    expect(await app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });

    // Restart the server while the message waits, then bring SMTP back on the same port.
    await app.close();
    const back = await startSmtpSink({ port });
    cleanups.push(() => back.stop());
    app = await startApp(testDatabase, `smtp://127.0.0.1:${port}`, clock.now);
    cleanups.push(() => app.close());
    clock.advance(minutes(1));
    expect(await app.mailWorker.runOnce()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const mail = await back.waitFor((m) => m.subject === "Survives");
    expect(mail.text).toBe("still here");
    [row] = await outboxRepository.list(app.db);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("retries after 1 min, 5 min, 30 min, 2 h and 12 h, then marks the message failed", async () => {
    const { app, clock } = await setupWithSmtpDown();
    cleanups.push(() => app.close());
    await enqueueMail(app.db, { to: "owner@folio.test", subject: "Never", text: "nobody listens" });

    expect(retryDelaysMs).toEqual([minutes(1), minutes(5), minutes(30), minutes(120), minutes(720)]);
    for (const [index, delay] of retryDelaysMs.entries()) {
      expect(await app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      const [row] = await outboxRepository.list(app.db);
      expect(row?.attempts).toBe(index + 1);
      clock.advance(delay - 1);
      expect(await app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
      clock.advance(1);
    }
    expect(await app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await outboxRepository.list(app.db);
    expect(row).toMatchObject({
      status: "failed",
      attempts: 6,
      subject: "Never",
      text_body: "",
      html_body: null,
    });
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    clock.advance(minutes(24 * 60));
    expect(await app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it("delivers once even when two rounds race for the same message", async () => {
    const testDatabase = await setup();
    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    const clock = manualClock();
    const app = await startApp(testDatabase, sink.url, clock.now);
    cleanups.push(() => app.close());
    await enqueueMail(app.db, { to: "owner@folio.test", subject: "Once", text: "only once" });
    const [id] = await outboxRepository.listDue(app.db, clock.now(), 10);
    const claims = await Promise.all([
      outboxRepository.claim(app.db, id ?? "", clock.now(), 60_000),
      outboxRepository.claim(app.db, id ?? "", clock.now(), 60_000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("a mail server that never answers does not hold up shutdown, and the message stays queued", async () => {
    const testDatabase = await setup();
    // Accepts the connection and then says nothing: nodemailer would wait 10 s for its greeting.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    cleanups.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    const { port } = silent.address() as { port: number };
    const clock = manualClock();
    const app = await startApp(testDatabase, `smtp://127.0.0.1:${port}`, clock.now);
    await enqueueMail(app.db, { to: "owner@folio.test", subject: "Hung", text: "kept" });

    const round = app.mailWorker.runOnce();
    await expect.poll(() => sockets.length).toBe(1);
    const startedClosing = Date.now();
    await app.close();
    // Well under the 10 s greeting timeout, so the process's 10 s shutdown limit holds.
    expect(Date.now() - startedClosing).toBeLessThan(8_000);
    for (const socket of sockets) socket.destroy();
    await round.catch(() => undefined);
    const [row] = await outboxRepository.list(app.db);
    expect(row).toMatchObject({ status: "queued", subject: "Hung", text_body: "kept" });
  }, 20_000);

  it("stops retrying a message once it expires, clearing its bodies; the reset mail expires with its link", async () => {
    const { app, clock } = await setupWithSmtpDown();
    cleanups.push(() => app.close());
    const mail = passwordResetMail(
      { email: "owner@folio.test", name: "Owner" },
      "http://folio.test/reset-password?userId=u&secret=s",
    );
    expect(mail.validForMs).toBe(RESET_LINK_VALID_SECONDS * 1000);
    await enqueueMail(app.db, mail);
    const [queued] = await outboxRepository.list(app.db);
    const expiresAt = Date.parse(queued?.expires_at ?? "");
    expect(expiresAt - Date.parse(queued?.created_at ?? "")).toBe(minutes(60));

    // 1, 5 and 30 minutes between tries; the 4th failure would wait 2 h, so the next look is at the expiry.
    for (const delay of [minutes(1), minutes(5), minutes(30)]) {
      expect(await app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
      clock.advance(delay);
    }
    expect(await app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 1, failed: 0 });
    let [row] = await outboxRepository.list(app.db);
    expect(Date.parse(row?.next_attempt_at ?? "")).toBe(expiresAt);
    expect(row?.text_body).toContain("secret=s");

    clock.advance(expiresAt - clock.now().getTime());
    expect(await app.mailWorker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });
    [row] = await outboxRepository.list(app.db);
    expect(row).toMatchObject({ status: "failed", attempts: 4, text_body: "", html_body: null });
    expect(row?.last_error).toMatch(
      /^Expired before it could be sent; last error: .*(ECONNREFUSED|connect)/i,
    );
  });
});
