import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultContactContent } from "#shared/sections/defaults.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp } from "#test/owner-app.ts";
import { testOwner } from "#test/owner-session.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { testDialect } from "#test/test-database.ts";
import { queuedMail, storedMessages, submit, validSubmission } from "./feedback-test-helpers.ts";

/**
 * The owner's form settings (the published Contact section's `contactForm`) and texts decide what the
 * server accepts (decision 073); the message is spam when it is mostly links.
 */
describe(`the contact form's rules on the server on ${testDialect}`, () => {
  let sink: SmtpSink;
  let t: TestApp;
  let cookie: string;
  let contactId: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    ({ t, cookie } = await buildOwnerApp({ SMTP_URL: sink.url, MAIL_FROM: "Folio <folio@folio.test>" }));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  const owner = (method: "GET" | "PATCH" | "POST" | "PUT", url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { cookie, origin: "http://folio.test" } });

  /** The published Contact section with these form settings, written as the owner's editor does. */
  async function formSettings(contactForm: object, status = "published") {
    const response = await owner("PATCH", `/api/sections/${contactId}`, {
      status,
      content: {
        ...defaultContactContent,
        contactForm: { ...defaultContactContent.contactForm, ...contactForm },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  beforeEach(async () => {
    await t.app.db.deleteFrom("feedback_message").execute();
    await t.app.db.deleteFrom("mail_outbox").execute();
    const sections = (await owner("GET", "/api/sections")).json();
    const list = Array.isArray(sections) ? sections : sections.items;
    const found = list.find((section: { type: string }) => section.type === "contact");
    if (found) contactId = found.id;
    else {
      const created = await owner("POST", "/api/sections", {
        name: "Contact",
        type: "contact",
        status: "published",
      });
      contactId = created.json().id;
    }
    await formSettings({});
  });

  it("stores '+46 70 123 45 67' whole and mails it whole", async () => {
    const response = await submit(t.app, validSubmission({ user_number: " +46 70 123 45 67 " }));
    expect(response.statusCode, response.body).toBe(201);
    expect((await storedMessages(t.app))[0]?.user_number).toBe("+46 70 123 45 67");
    // The owner account's address is notified through SMTP; text and HTML carry the number as typed.
    const notification = await sink.waitFor(
      (mail) => mail.to.includes(testOwner.email) && mail.text.includes("+46 70 123 45 67"),
    );
    expect(notification.html).toContain("+46 70 123 45 67");
  });

  it("lets the visitor leave out a field the owner made optional, and still checks a given one", async () => {
    await formSettings({ fields: { user_number: "optional" } });
    const { user_number: _, ...withoutPhone } = validSubmission();
    expect((await submit(t.app, withoutPhone)).statusCode).toBe(201);
    expect((await submit(t.app, validSubmission({ user_number: "" }))).statusCode).toBe(201);
    const wrong = await submit(t.app, validSubmission({ user_number: "070 12" }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      user_number: "Phone number needs at least 10 digits (it has 5)",
    });
    const stored = await storedMessages(t.app);
    expect(stored.map((row) => row.user_number)).toEqual(["", ""]);
    expect(stored.every((row) => row.status === "new")).toBe(true);
  });

  it("ignores and stores nothing of a hidden field, and requires a required one again", async () => {
    await formSettings({ fields: { user_number: "hidden", user_name: "optional" } });
    const hidden = await submit(t.app, validSubmission({ user_number: "not a number", user_name: "" }));
    expect(hidden.statusCode, hidden.body).toBe(201);
    expect((await storedMessages(t.app))[0]).toMatchObject({ user_number: "", user_name: "" });

    await formSettings({ fields: { user_number: "required" } });
    const missing = await submit(t.app, validSubmission({ user_number: "" }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ user_number: "Phone is required" });
    expect(await storedMessages(t.app)).toHaveLength(1);
  });

  it("sends no confirmation and no Reply-To when the visitor gave no e-mail address", async () => {
    await formSettings({ fields: { user_email: "optional" } });
    expect((await submit(t.app, validSubmission({ user_email: "" }))).statusCode).toBe(201);
    const mail = await queuedMail(t.app);
    expect(mail.map((item) => item.to_address)).not.toContain("");
    expect(mail.every((item) => !item.reply_to)).toBe(true);
    // The inbox cannot answer a visitor who left no address.
    const [stored] = await storedMessages(t.app);
    const reply = await owner("POST", `/api/feedback/${stored?.id}/replies`, { text: "Thanks!" });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.message).toBe("This visitor left no e-mail address to reply to.");
  });

  it("reads the older list form of the fields: an unlisted field is hidden", async () => {
    await formSettings({ fields: ["user_name", "user_email", "message"] });
    const response = await submit(t.app, validSubmission({ user_number: "" }));
    expect(response.statusCode, response.body).toBe(201);
  });

  it("follows the published section, not a draft", async () => {
    await formSettings({ fields: { user_number: "optional" } }, "draft");
    const response = await submit(t.app, validSubmission({ user_number: "" }));
    // No published Contact section: the specification's form, every field required.
    expect(response.statusCode).toBe(400);
  });

  it("refuses every message while the owner has turned the form off", async () => {
    await formSettings({ enabled: false });
    const response = await submit(t.app, validSubmission());
    expect(response.statusCode).toBe(403);
    expect(await storedMessages(t.app)).toHaveLength(0);
  });

  it("answers field errors in the owner's texts", async () => {
    const { version, ...config } = (await owner("GET", "/api/site-config")).json();
    const texts = {
      "form.phone": "Telefon",
      "formErrors.required": "{field} måste fyllas i",
      "formErrors.phoneLong": "Numret får ha högst {max} siffror (det har {count})",
    };
    const saved = await owner("PUT", "/api/site-config", { ...config, texts, version });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const response = await submit(
        t.app,
        validSubmission({ user_number: "+46 70 123 45 67 89", message: "" }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({
        user_number: "Numret får ha högst 12 siffror (det har 13)",
        message: "Message måste fyllas i",
      });
      expect(response.json().error.message).toBe(
        "Numret får ha högst 12 siffror (det har 13), Message måste fyllas i",
      );
    } finally {
      const current = (await owner("GET", "/api/site-config")).json();
      await owner("PUT", "/api/site-config", { ...current, texts: {} });
    }
  });

  it.each([
    ["only a link", "https://cheap-pills.example/buy"],
    ["mostly links", "Visit https://a.example https://b.example"],
    [
      "three links and little else",
      "Great offers here https://a.example and https://b.example and https://c.example/deal today only",
    ],
    [
      "one link repeated",
      "Hello, I looked at your page and I think you should see www.seo.example because www.seo.example helps, really, www.SEO.example/ is the best.",
    ],
  ])("puts a message that is %s in Spam, mailing nothing", async (_, message) => {
    const response = await submit(t.app, validSubmission({ message }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: "received" });
    expect((await storedMessages(t.app))[0]).toMatchObject({ status: "spam", spam_reason: "links" });
    expect(await queuedMail(t.app)).toHaveLength(0);
  });

  it("keeps a message that mentions a site or two among its sentences", async () => {
    const message =
      "Hi! I liked https://folio.example/projects a lot. My current site is www.my-shop.example and I would like a new one before summer. Can we talk?";
    expect((await submit(t.app, validSubmission({ message }))).statusCode).toBe(201);
    expect((await storedMessages(t.app))[0]).toMatchObject({ status: "new", spam_reason: null });
  });
});
