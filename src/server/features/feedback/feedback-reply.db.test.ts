import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedbackList, FeedbackReplies } from "#shared/feedback/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { splitMessage } from "#test/mime.ts";
import { buildOwnerApp } from "#test/owner-app.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { testDialect } from "#test/test-database.ts";
import { queuedMail, submit, validSubmission } from "./feedback-test-helpers.ts";

describe(`replying to a message from the inbox on ${testDialect}`, () => {
  let sink: SmtpSink;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ t, cookie } = await buildOwnerApp({
      SMTP_URL: sink.url,
      MAIL_FROM: "Folio <folio@folio.test>",
      PUBLIC_URL: "https://folio.example",
    }));
    const config = (
      await t.app.inject({ method: "GET", url: "/api/site-config", headers: { cookie } })
    ).json();
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/site-config",
      headers: { cookie },
      payload: { ...config, contact: { ...config.contact, email: "owner-inbox@folio.test" } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const owner = (method: "GET" | "POST", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it("sends the reply to the visitor, Reply-To the owner, quoting the message, threaded on the confirmation", async () => {
    await submit(
      t.app,
      validSubmission({
        user_name: "Ada Reply",
        user_email: "ada.reply@example.com",
        message: "Can you build me a portfolio?\nBy Friday, please.",
      }),
    );
    const confirmation = await sink.waitFor((mail) => mail.subject === "Thanks for your message, Ada Reply");
    const confirmationId = splitMessage(confirmation.raw).headers.get("message-id");
    const { items } = (await owner("GET", "/api/feedback")).json() as FeedbackList;
    const message = items.find((m) => m.user_name === "Ada Reply");
    expect(message?.repliedAt).toBeNull();
    expect(confirmationId).toBe(`<feedback.${message?.id}@folio.example>`);

    const sent = await owner("POST", `/api/feedback/${message?.id}/replies`, {
      text: "Happy to. Let's talk on Monday.",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      to: "ada.reply@example.com",
      subject: "Re: Thanks for your message, Ada Reply",
      text: "Happy to. Let's talk on Monday.",
    });

    const reply = await sink.waitFor((mail) => mail.subject === "Re: Thanks for your message, Ada Reply");
    expect(reply.to).toEqual(["ada.reply@example.com"]);
    expect(reply.replyTo).toContain("owner-inbox@folio.test");
    const headers = splitMessage(reply.raw).headers;
    expect(headers.get("in-reply-to")).toBe(confirmationId);
    expect(headers.get("references")).toBe(confirmationId);
    expect(reply.text).toMatch(/^Happy to\. Let's talk on Monday\.\n\nOn .+, Ada Reply wrote:\n/);
    expect(reply.text).toContain("> Can you build me a portfolio?\n> By Friday, please.");

    // The list shows it replied (and read); the history holds the reply.
    const after = (await owner("GET", "/api/feedback")).json() as FeedbackList;
    const listed = after.items.find((m) => m.id === message?.id);
    expect(listed?.repliedAt).toEqual(expect.any(String));
    expect(listed?.status).toBe("read");
    const history = (await owner("GET", `/api/feedback/${message?.id}/replies`)).json() as FeedbackReplies;
    expect(history.items.map((r) => r.text)).toEqual(["Happy to. Let's talk on Monday."]);

    // The activity log has the line the route declares.
    const line = await t.app.db
      .selectFrom("audit_log")
      .selectAll()
      .where("summary", "=", "Replied to a message")
      .executeTakeFirst();
    expect(line).toBeDefined();
  });

  it("refuses an empty reply, an unknown message, and a visitor without a session", async () => {
    await submit(t.app, validSubmission({ user_name: "Empty Reply" }));
    const { items } = (await owner("GET", "/api/feedback")).json() as FeedbackList;
    const message = items.find((m) => m.user_name === "Empty Reply");
    const before = (await queuedMail(t.app)).length;

    const empty = await owner("POST", `/api/feedback/${message?.id}/replies`, { text: "   " });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.text).toBe("Write a reply before sending it");
    expect((await owner("POST", "/api/feedback/nope/replies", { text: "Hi" })).statusCode).toBe(404);
    expect((await owner("GET", "/api/feedback/nope/replies")).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/feedback/${message?.id}/replies`,
      payload: { text: "Hi" },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await queuedMail(t.app)).length).toBe(before);
  });
});
