import { describe, expect, it } from "vitest";
import { textCatalogue } from "#shared/texts/catalogue.ts";
import { loadTranslation } from "#shared/texts/translations.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { changeSiteConfig, withOwnerApp } from "#test/owner-app.ts";

const escaped = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** The interface texts come in the site's language before the owner writes any (decision 148). */
describe("the interface already in the owner's language", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  const setLanguage = (language: string, texts: Record<string, string> = {}) =>
    changeSiteConfig({ t, cookie }, (config) => ({ ...config, site: { ...config.site, language }, texts }));

  it("a Japanese site's page, résumé and not-found page speak Japanese, and the owner's own words win", async () => {
    const ja = (await loadTranslation("ja")) ?? {};
    await setLanguage("ja", { "menu.contact": "連絡先" });

    const home = (await t.app.inject({ url: "/" })).body;
    expect(home).toContain(`<html lang="ja"`);
    expect(home).toContain(escaped(ja["page.skipLink"] ?? "?"));
    expect(home).toContain(escaped(ja["menu.resume"] ?? "?"));
    expect(home).not.toContain(textCatalogue["page.skipLink"].default);
    expect(home).toContain('"menu.contact":"連絡先"');

    const resume = (await t.app.inject({ url: "/resume" })).body;
    expect(resume).toContain(escaped(ja["resume.experience"] ?? "?"));
    expect(resume).toContain(escaped(ja["resume.download"] ?? "?"));

    const missing = await t.app.inject({ url: "/no-such-page", headers: { accept: "text/html" } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(escaped(ja["notFound.title"] ?? "?"));
  });

  it("a regional tag takes its language's translation; traditional Chinese and untranslated languages stay English", async () => {
    const pt = (await loadTranslation("pt")) ?? {};
    await setLanguage("pt-BR");
    expect((await t.app.inject({ url: "/" })).body).toContain(escaped(pt["page.skipLink"] ?? "?"));

    for (const language of ["zh-TW", "fi"]) {
      await setLanguage(language);
      const home = (await t.app.inject({ url: "/" })).body;
      expect(home, language).toContain(`<html lang="${language}"`);
      expect(home, language).toContain(textCatalogue["page.skipLink"].default);
    }
  });
});
