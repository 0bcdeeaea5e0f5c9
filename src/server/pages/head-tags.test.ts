import { describe, expect, it } from "vitest";
import { defaultComponents } from "#shared/components/schema.ts";
import { toPublicSiteConfig } from "#shared/site-config/public-config.ts";
import { defaultSiteConfig, type SiteConfig } from "#shared/site-config/schema.ts";
import { resolveTexts } from "#shared/texts/resolve.ts";
import { homeHead, roleFromSiteTitle } from "./head-tags.ts";
import type { LoadedPage } from "./page-data.ts";
import { themeStyle } from "./theme-style.ts";

/** The JSON-LD nodes of a head, by @type. */
function jsonLdNodes(head: string): Record<string, Record<string, unknown>> {
  const jsonLd = JSON.parse(head.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}");
  return Object.fromEntries(
    (jsonLd["@graph"] ?? []).map((node: { "@type": string }) => [node["@type"], node]),
  );
}

function pageData(overrides: Partial<SiteConfig> = {}): LoadedPage {
  const siteConfig = { ...defaultSiteConfig, ...overrides };
  return {
    data: {
      siteConfig: toPublicSiteConfig(siteConfig),
      components: defaultComponents,
      texts: resolveTexts({}),
      sections: [],
      latestPosts: [],
      projects: { items: [], total: 0, categories: [], source: "database" },
    },
    siteConfig,
  };
}

describe("the public page's head", () => {
  it("carries title, description, keywords, canonical, Open Graph, Twitter and JSON-LD Person", () => {
    const head = homeHead(pageData(), "https://alex.example");
    const { seo, site } = defaultSiteConfig;
    expect(head).toContain(`<title>${seo.metaTitle.replace("&", "&amp;")}</title>`);
    expect(head).toContain(`<meta name="keywords" content="${site.keywords}">`);
    expect(head).toContain('<link rel="canonical" href="https://alex.example/">');
    expect(head).toContain('<meta property="og:image" content="https://alex.example/images/og-image.png">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    const { Person: person } = jsonLdNodes(head);
    expect(person).toMatchObject({ name: site.author, url: "https://alex.example/" });
    expect(person?.sameAs).toContain(defaultSiteConfig.contact.socialLinks.github);
  });

  it("names the site by site.title (og:site_name, JSON-LD WebSite) and its author by site.author", () => {
    const head = homeHead(pageData(), "https://alex.example");
    const { site, seo } = defaultSiteConfig;
    expect(head).toContain(`<meta property="og:site_name" content="${site.title}">`);
    const { WebSite: website, Person: person } = jsonLdNodes(head);
    expect(website).toMatchObject({
      name: site.title,
      url: "https://alex.example/",
      description: seo.metaDescription,
    });
    expect(website?.author).toEqual({ "@id": person?.["@id"] });
    expect(person).toMatchObject({ name: site.author, description: site.description });
  });

  it("takes jobTitle from the site title's 'Name — Role' (the hero's two lines are display text, not a role)", () => {
    const head = homeHead(pageData(), "https://alex.example");
    expect(jsonLdNodes(head).Person?.jobTitle).toBe("MERN Stack Developer");
    const renamed = homeHead(
      pageData({ site: { ...defaultSiteConfig.site, title: "Product Designer | Alex Morgan" } }),
      "https://alex.example",
    );
    expect(jsonLdNodes(renamed).Person?.jobTitle).toBe("Product Designer");
  });

  it("leaves jobTitle out rather than guess when the site title is not the author plus a role", () => {
    expect(roleFromSiteTitle("Alex Morgan", "Alex Morgan")).toBeUndefined();
    expect(roleFromSiteTitle("Studio North — Web Apps", "Alex Morgan")).toBeUndefined();
    expect(roleFromSiteTitle("Alex Morgan — Developer — Lisbon", "Alex Morgan")).toBeUndefined();
    expect(roleFromSiteTitle("Full-Stack Developer", "Alex Morgan")).toBeUndefined();
    const head = homeHead(
      pageData({ site: { ...defaultSiteConfig.site, title: "Alex's corner" } }),
      "https://alex.example",
    );
    expect(jsonLdNodes(head).Person).not.toHaveProperty("jobTitle");
  });

  it("escapes the owner's texts and falls back to the site fields when SEO fields are empty", () => {
    const head = homeHead(
      pageData({
        site: {
          ...defaultSiteConfig.site,
          title: 'A "quoted" <b>title</b>',
          author: "</script><script>x()</script>",
        },
        seo: { ...defaultSiteConfig.seo, metaTitle: "", ogTitle: "", ogImage: "https://cdn.example/og.png" },
      }),
      "https://alex.example",
    );
    expect(head).toContain("<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;</title>");
    expect(head).not.toContain("<script>x()");
    expect(head).toContain('<meta property="og:image" content="https://cdn.example/og.png">');
  });

  it("shares the generated card with its size unless the owner set their own image", () => {
    const card = {
      url: "https://alex.example/cards/home-0123456789abcdef.png",
      width: 1200,
      height: 630,
      type: "image/png",
    };
    const head = homeHead(pageData(), "https://alex.example", card);
    expect(head).toContain(`<meta property="og:image" content="${card.url}">`);
    expect(head).toContain(`<meta name="twitter:image" content="${card.url}">`);
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).not.toContain("og-image.png");
    const own = homeHead(
      pageData({ seo: { ...defaultSiteConfig.seo, ogImage: "/media/mine.png" } }),
      "https://alex.example",
      card,
    );
    expect(own).toContain('<meta property="og:image" content="https://alex.example/media/mine.png">');
    expect(own).toContain('<meta name="twitter:image" content="https://alex.example/media/mine.png">');
    expect(own).not.toContain("/cards/");
    expect(own).not.toContain("og:image:width");
  });

  it("puts the theme colours and the scroll-slide minimum width in one style element", () => {
    const style = themeStyle(
      { ...defaultSiteConfig, theme: { ...defaultSiteConfig.theme, primaryColor: "#ff0066" } },
      [{ id: "scroll-slide", isActive: true, conditional: { minWidth: 700 } }],
    );
    expect(style).toContain("--primary:#ff0066");
    expect(style).toContain("@media (max-width:700px){#scroll-slide{display:none}}");
    expect(themeStyle(defaultSiteConfig, [])).toContain("@media (max-width:550px)");
  });
});
