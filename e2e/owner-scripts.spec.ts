import { loadTranslation, type Translation } from "#shared/texts/translations.ts";
import { type SmtpSink, startSmtpSink } from "#test/smtp-sink.ts";
import { ownerApi, seedProjects } from "./projects-helpers.ts";
import { afterMinimumFillTime } from "./public-page-helpers.ts";
import { expect, saveScreenshot, test, viewports } from "./support/fixtures.ts";
import { type FolioServer, startFolio } from "./support/folio-server.ts";
import { ownerEnv } from "./support/owner.ts";
import { readsLeftToRight } from "./support/text-direction.ts";

// An Arabic and a Japanese owner who typed everything in their own language, visited as a visitor
// would at 390 and 1440 px: the page, a project page with a code block, the résumé, and the contact
// form with a Jordanian number, down to the confirmation mail the visitor receives.
const phone = "+962 79 123 4567";
const owners = [
  {
    language: "ar",
    dir: "rtl",
    // The display headings' least line height (in ems): room for Arabic's tails and dots.
    leading: 1.3,
    author: "ليلى الحسيني",
    heading: "واجهات سريعة وجميلة",
    visitor: "سلمى خوري",
    message: "مرحبًا ليلى، نريد متجرًا إلكترونيًا جديدًا. هل لديك وقت في الشهر القادم؟",
    project: {
      title: "منصة حجز المواعيد",
      description: "منصة لحجز المواعيد في العيادات",
      body: "## الفكرة\n\nثبّت الحزمة بالأمر `npm install` ثم شغّلها.\n\n```ts\nconst clinics = await listClinics({ city: 'Amman', open: true });\n```",
    },
  },
  {
    language: "ja",
    dir: "ltr",
    leading: 1.15,
    author: "佐藤 花子",
    heading: "静かな夜のためのウェブ",
    visitor: "山田 太郎",
    message: "佐藤様、新しい予約サイトの制作をご相談したく、ご連絡いたしました。",
    project: {
      title: "診療予約プラットフォーム",
      description: "クリニックの予約をかんたんにするウェブアプリ",
      body: "## 考え方\n\n`npm install` でパッケージを入れてから起動します。\n\n```ts\nconst clinics = await listClinics({ city: 'Tokyo', open: true });\n```",
    },
  },
] as const;

/** Replaces `{name}`-style placeholders as the server does. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

for (const owner of owners) {
  test.describe(`a ${owner.language} owner's site`, () => {
    let texts: Translation;
    /** The translation's text for `key` (every file has all of them: translations.test.ts). */
    const word = (key: keyof Translation): string => {
      const text = texts[key];
      if (text === undefined) throw new Error(`The ${owner.language} translation lacks ${key}`);
      return text;
    };
    let server: FolioServer;
    let sink: SmtpSink;
    let projectSlug = "";
    test.describe.configure({ mode: "serial" });
    test.use({ reducedMotion: "reduce" });

    test.beforeAll(async () => {
      const translation = await loadTranslation(owner.language);
      if (!translation) throw new Error(`Folio has no ${owner.language} translation`);
      texts = translation;
      sink = await startSmtpSink();
      server = await startFolio({ ...ownerEnv, SMTP_URL: sink.url, MAIL_FROM: "Folio <folio@folio.test>" });
      const api = await ownerApi(server.url);
      const config = await (await api.get("/api/site-config")).json();
      const saved = await api.put("/api/site-config", {
        data: { ...config, site: { ...config.site, language: owner.language, author: owner.author } },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const hero = await (await api.get("/api/sections/hero")).json();
      const heroSaved = await api.patch("/api/sections/hero", {
        data: { content: { ...hero.content, mainTitle: owner.heading } },
      });
      expect(heroSaved.status(), await heroSaved.text()).toBe(200);
      await seedProjects(api, [owner.project]);
      const { items } = await (await api.get("/api/projects?all=true")).json();
      projectSlug = items[0].slug;
      await api.dispose();
    });
    test.afterAll(async () => {
      await server?.stop();
      await sink?.stop();
    });

    for (const [label, size] of Object.entries(viewports)) {
      test(`at ${size.width} px a visitor reads the page, a project, the résumé and writes with a +962 number`, async ({
        page,
      }) => {
        await page.setViewportSize(size);
        const shot = (name: string) => `docs/screenshots/owner-${owner.language}-${name}-${size.width}.png`;

        // The page: the owner's language and direction, their heading, the interface in their language.
        await page.goto(`${server.url}/`);
        await expect(page.locator("html")).toHaveAttribute("lang", owner.language);
        await expect(page.locator("html")).toHaveCSS("direction", owner.dir);
        await page.getByTestId("loader").waitFor({ state: "detached" });
        await page.evaluate(() => document.fonts.ready);
        await expect(page.locator("#home-title")).toHaveText(owner.heading);
        const leading = await page.evaluate(() =>
          Array.from(document.querySelectorAll("main :is(h1, h2)"), (heading) => {
            const style = getComputedStyle(heading);
            return Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize);
          }),
        );
        expect(leading.length).toBeGreaterThan(3);
        expect(Math.min(...leading), `${label}: the display headings' line height`).toBeGreaterThanOrEqual(
          owner.leading,
        );
        await saveScreenshot(page, { path: shot("home") });

        // A project page: its write-up's code block and inline code read left to right.
        await page.goto(`${server.url}/projects/${projectSlug}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(owner.project.title);
        const code = page.locator(".markdown-body pre code");
        await expect(code).toContainText("listClinics");
        expect(await readsLeftToRight(code), `${label}: the code block`).toBe(true);
        expect(await readsLeftToRight(page.locator(".markdown-body p code").first()), "inline code").toBe(
          true,
        );
        await saveScreenshot(page, { path: shot("project") });

        // The résumé: the owner's name, its section titles in the owner's language.
        await page.goto(`${server.url}/resume`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(owner.author);
        await expect(page.getByRole("link", { name: word("resume.download") })).toBeVisible();
        await saveScreenshot(page, { path: shot("resume") });

        // The contact form: labels in the owner's language; the number as the visitor writes it.
        const visitor = `${owner.visitor} ${size.width}`;
        const email = `visitor.${owner.language}.${size.width}@example.com`;
        await page.goto(`${server.url}/#contact`);
        const form = page.locator(`form[aria-label="${word("form.label")}"]`);
        await form.evaluate((element) => element.scrollIntoView({ block: "center" }));
        await expect(form.locator('input[name="form_started_at"]')).not.toHaveValue("");
        await form.getByLabel(word("form.name")).fill(visitor);
        await form.getByLabel(word("form.email")).fill(email);
        const phoneField = form.getByLabel(word("form.phone"), { exact: true });
        await phoneField.pressSequentially(phone);
        // A number reads left to right in any script (an Arabic page would otherwise show "4567 123 79 962+").
        await expect(phoneField).toHaveCSS("direction", "ltr");
        await expect(form.getByLabel(word("form.email"))).toHaveCSS("direction", "ltr");
        await form.getByLabel(word("form.message")).fill(owner.message);
        await saveScreenshot(page, { path: shot("form") });
        await afterMinimumFillTime(page);
        await form.locator('button[type="submit"]').click();
        const sent = page.getByTestId("feedback-sent");
        await expect(sent).toContainText(fill(word("form.nextStep"), { email }));

        // The confirmation mail: in the owner's language and direction.
        const confirmation = await sink.waitFor((mail) => mail.to.includes(email));
        expect(confirmation.subject).toBe(fill(word("mail.confirmationSubjectNamed"), { name: visitor }));
        expect(confirmation.text).toContain(fill(word("mail.greetingNamed"), { name: visitor }));
        expect(confirmation.text).toContain(word("mail.signOff"));
        expect(confirmation.text).toContain(word("mail.confirmationBody"));
        expect(confirmation.html).toContain(`<html lang="${owner.language}" dir="${owner.dir}">`);
        // The owner's notice carries the number whole.
        const notice = await sink.waitFor(
          (mail) => mail.subject.includes(visitor) && !mail.to.includes(email),
        );
        expect(notice.text).toContain(phone);
        expect(notice.html).toContain(phone);
      });
    }
  });
}
