import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FeedbackList } from "#shared/feedback/schema.ts";
import type { MailTextKey } from "#shared/texts/catalogue.ts";
import { loadTranslation } from "#shared/texts/translations.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { buildOwnerApp, changeSiteConfig } from "#test/owner-app.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { submit, validSubmission } from "./feedback-test-helpers.ts";

/** Owners whose visitors' mails speak their language (issue 39, points 4 and 5). */
const owners = [
  {
    language: "ar",
    dir: "rtl",
    author: "ليلى حداد",
    visitor: "سامي",
    texts: {
      "mail.confirmationSubject": "شكرًا على رسالتك",
      "mail.confirmationSubjectNamed": "شكرًا على رسالتك يا {name}",
      "mail.greeting": "مرحبًا،",
      "mail.greetingNamed": "مرحبًا {name}،",
      "mail.confirmationBody": "شكرًا لتواصلك معي. وصلت رسالتك وسأرد عليك على هذا العنوان قريبًا.",
      "mail.signOff": "مع أطيب التحيات،",
      "mail.quoteLine": "في {date}، كتب {name}:",
    },
    // The message's date in Arabic: its month named in Arabic letters.
    date: /^[^a-zA-Z]*[\u0621-\u064A]{3,}[^a-zA-Z]*$/,
  },
  {
    language: "ja",
    dir: "ltr",
    author: "山田 花子",
    visitor: "佐藤",
    texts: {
      "mail.confirmationSubject": "お問い合わせありがとうございます",
      "mail.confirmationSubjectNamed": "{name}様、お問い合わせありがとうございます",
      "mail.greeting": "こんにちは。",
      "mail.greetingNamed": "{name}様",
      "mail.confirmationBody":
        "ご連絡ありがとうございます。メッセージを受け取りました。近日中にこのアドレスへご返信いたします。",
      "mail.signOff": "よろしくお願いいたします。",
      "mail.quoteLine": "{date}、{name}様のメッセージ:",
    },
    date: /^\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}$/,
  },
  {
    // An owner who wrote none of these texts: Folio's Portuguese translation speaks for them (decision 148).
    language: "pt-BR",
    dir: "ltr",
    author: "João Silva",
    visitor: "Ana",
    texts: await translatedMailTexts("pt-BR"),
    ownTexts: false,
    date: /^\d{1,2} de [a-zç]+ de \d{4}/,
  },
] as const;

async function translatedMailTexts(language: string) {
  const translation = (await loadTranslation(language)) ?? {};
  const text = (key: MailTextKey) => translation[key] ?? "";
  return {
    "mail.confirmationSubject": text("mail.confirmationSubject"),
    "mail.confirmationSubjectNamed": text("mail.confirmationSubjectNamed"),
    "mail.greeting": text("mail.greeting"),
    "mail.greetingNamed": text("mail.greetingNamed"),
    "mail.confirmationBody": text("mail.confirmationBody"),
    "mail.signOff": text("mail.signOff"),
    "mail.quoteLine": text("mail.quoteLine"),
  };
}

describe.each(owners)("mails to visitors of a site in $language", (owner) => {
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
    await changeSiteConfig({ t, cookie }, (config) => ({
      ...config,
      site: { ...config.site, language: owner.language, author: owner.author },
      texts: "ownTexts" in owner ? {} : { ...config.texts, ...owner.texts },
    }));
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it("confirms in the owner's words and direction, and the reply answers it in them too", async () => {
    const email = `visitor.${owner.language}@example.com`;
    await submit(
      t.app,
      validSubmission({ user_name: owner.visitor, user_email: email, message: "سؤال\nquestion 質問" }),
    );
    const named = owner.texts["mail.confirmationSubjectNamed"].replace("{name}", owner.visitor);
    const confirmation = await sink.waitFor((mail) => mail.to.includes(email));
    expect(confirmation.subject).toBe(named);
    expect(confirmation.text.split("\n")).toEqual([
      owner.texts["mail.greetingNamed"].replace("{name}", owner.visitor),
      "",
      owner.texts["mail.confirmationBody"],
      "",
      owner.texts["mail.signOff"],
      owner.author,
      "https://folio.example",
    ]);
    expect(confirmation.html).toContain(`<html lang="${owner.language}" dir="${owner.dir}">`);
    expect(confirmation.html).toContain(owner.texts["mail.confirmationBody"]);
    // The site's address reads left to right inside the mail, whatever its direction.
    expect(confirmation.html).toMatch(/<a href="https:\/\/folio\.example" dir="ltr"/);
    expect(`${confirmation.text}${confirmation.html}`).not.toMatch(/Thanks|Hi |Best regards/);

    const { items } = (
      await t.app.inject({ method: "GET", url: "/api/feedback", headers: { cookie } })
    ).json() as FeedbackList;
    const message = items.find((item) => item.user_email === email);
    const sent = await t.app.inject({
      method: "POST",
      url: `/api/feedback/${message?.id}/replies`,
      headers: { cookie },
      payload: { text: "ok" },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reply = await sink.waitFor((mail) => mail.subject === `Re: ${named}`);
    const [line, ...quoted] = reply.text.split("\n").slice(2);
    const [before = "", after = ""] = owner.texts["mail.quoteLine"].split("{date}");
    const end = after.replace("{name}", owner.visitor);
    expect(line?.startsWith(before)).toBe(true);
    expect(line?.endsWith(end)).toBe(true);
    expect(line?.slice(before.length, (line?.length ?? 0) - end.length)).toMatch(owner.date);
    expect(quoted.slice(0, 2)).toEqual(["> سؤال", "> question 質問"]);
    expect(reply.text).not.toContain(" wrote:");
  });
});
