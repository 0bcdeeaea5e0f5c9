import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp } from "#test/owner-app.ts";
import { testOwner } from "#test/owner-session.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { testDialect } from "#test/test-database.ts";
import { queuedMail, storedMessages, submit, validSubmission } from "./feedback-test-helpers.ts";

describe(`feedback e-mail through SMTP on ${testDialect}`, () => {
  let sink: SmtpSink;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ t, cookie } = await buildOwnerApp({ SMTP_URL: sink.url, MAIL_FROM: "Folio <folio@folio.test>" }));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it("notifies the owner's account address (Reply-To: the visitor) and confirms to the visitor by name", async () => {
    const response = await submit(
      t.app,
      validSubmission({
        user_name: "Grace Hopper",
        user_email: "grace@example.com",
        message: "Let's build a compiler.",
      }),
    );
    expect(response.statusCode).toBe(201);

    const notification = await sink.waitFor((mail) => mail.to.includes(testOwner.email));
    expect(notification.subject).toBe("New message from Grace Hopper");
    expect(notification.replyTo).toContain("grace@example.com");
    expect(notification.text).toContain("Let's build a compiler.");
    expect(notification.text).toContain("grace@example.com");
    expect(notification.text).toContain("+44 20 7946 0958");
    expect(notification.html).toContain("Let&#39;s build a compiler.");

    const confirmation = await sink.waitFor((mail) => mail.to.includes("grace@example.com"));
    expect(confirmation.subject).toBe("Thanks for your message, Grace Hopper");
    expect(confirmation.text).toMatch(/^Hi Grace Hopper,/);
    expect(confirmation.text).toContain(defaultSiteConfig.site.author);
    expect(confirmation.text).not.toContain("Let's build a compiler.");
    expect(confirmation.replyTo).toContain(testOwner.email);
  });

  it("sends the notification to the configured contact e-mail once the owner has set one", async () => {
    const config = (
      await t.app.inject({ method: "GET", url: "/api/site-config", headers: { cookie } })
    ).json();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/site-config",
      headers: { cookie },
      payload: { ...config, contact: { ...config.contact, email: "inbox@folio.test" } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await submit(t.app, validSubmission({ user_name: "Katherine Johnson", user_email: "kj@example.com" }));
    const notification = await sink.waitFor((mail) => mail.subject === "New message from Katherine Johnson");
    expect(notification.to).toEqual(["inbox@folio.test"]);
    expect(notification.replyTo).toContain("kj@example.com");
  });

  it("never mails spam", async () => {
    const before = sink.messages.length;
    await submit(t.app, validSubmission({ user_name: "Honey Pot", website: "filled" }));
    await submit(t.app, validSubmission({ user_name: "Too Fast", fill_ms: 300 }));
    // A real message afterwards is delivered; the spam before it never was.
    await submit(t.app, validSubmission({ user_name: "Real Person", user_email: "real@example.com" }));
    await sink.waitFor((mail) => mail.to.includes("real@example.com"));
    await sink.waitFor((mail) => mail.subject === "New message from Real Person");
    const names = sink.messages.slice(before).map((mail) => mail.subject);
    expect(names.join("|")).not.toMatch(/Honey Pot|Too Fast/);
    expect((await queuedMail(t.app)).filter((mail) => /Honey Pot|Too Fast/.test(mail.subject))).toEqual([]);
    const spam = (await storedMessages(t.app)).filter((row) => row.status === "spam");
    expect(spam.map((row) => row.user_name).sort()).toEqual(["Honey Pot", "Too Fast"]);
  });
});
