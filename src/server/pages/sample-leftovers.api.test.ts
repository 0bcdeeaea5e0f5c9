import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { homeCardContent } from "#server/features/social-cards/card-contents.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import type { TestApp } from "#test/build-test-app.ts";
import { changeSiteConfig, withOwnerApp } from "#test/owner-app.ts";

const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
const metaContent = (head: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head)?.[1];

describe("the sample never speaks for the owner in /'s head (decision 137)", () => {
  let t: TestApp;
  let cookie: string;
  withOwnerApp((app) => ({ t, cookie } = app));

  it("the sample site keeps its own search texts", async () => {
    const head = headOf((await t.app.inject({ url: "/" })).body);
    expect(head).toContain(`<title>${defaultSiteConfig.seo.metaTitle.replace("&", "&amp;")}</title>`);
  });

  it("an owner who set only their name, title and description finds the sample's name nowhere in it", async () => {
    const site = {
      title: "Layla Haddad — Product Designer",
      author: "Layla Haddad",
      description: "Layla Haddad designs and builds calm software for clinics in Amman.",
    };
    await changeSiteConfig({ t, cookie }, (config) => ({ ...config, site: { ...config.site, ...site } }));

    const head = headOf((await t.app.inject({ url: "/" })).body);
    expect(head).not.toContain("Alex Morgan");
    expect(head).toContain(`<title>${site.title}</title>`);
    expect(metaContent(head, "description")).toBe(site.description);
    expect(metaContent(head, "og:title")).toBe(site.title);
    expect(metaContent(head, "og:description")).toBe(site.description);
    expect(metaContent(head, "keywords")).toBeUndefined();
  });

  it("an owner who set only their name, title and language finds the sample's name in no head, card or PDF", async () => {
    await changeSiteConfig({ t, cookie }, (config) => ({
      ...config,
      site: {
        ...config.site,
        title: "山田 花子 — プロダクトデザイナー",
        author: "山田 花子",
        language: "ja",
        description: defaultSiteConfig.site.description,
      },
      seo: defaultSiteConfig.seo,
    }));
    const html = (await t.app.inject({ url: "/" })).body;
    const head = headOf(html);
    expect(head).not.toContain("Alex Morgan");
    expect(metaContent(head, "description")).toBe("山田 花子 — プロダクトデザイナー");
    // The home card: the owner's name and role, and no subtitle rather than the sample's description.
    const config = (await t.app.inject({ url: "/api/site-config", headers: { cookie } })).json();
    expect(homeCardContent(config, "https://folio.example")).toMatchObject({
      name: "山田 花子",
      title: "プロダクトデザイナー",
      subtitle: "",
    });
    const pdf = await t.app.inject({ url: "/resume.pdf" });
    expect(pdf.statusCode).toBe(200);
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", "-", "-"], {
      input: pdf.rawPayload,
      encoding: "utf8",
    });
    expect(text).toContain("山田");
    expect(text).not.toContain("Alex Morgan");
  });

  it("a search text the owner wrote is theirs, even if the site's title changes again", async () => {
    await changeSiteConfig({ t, cookie }, (config) => ({
      ...config,
      seo: { ...config.seo, metaTitle: "Layla Haddad · design for clinics" },
    }));
    const head = headOf((await t.app.inject({ url: "/" })).body);
    expect(head).toContain("<title>Layla Haddad · design for clinics</title>");
  });
});
