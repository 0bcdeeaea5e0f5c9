import { describe, expect, it } from "vitest";
import { defaultComponents } from "../../shared/components.ts";
import type { PageData } from "../../shared/page-data.ts";
import { defaultSiteConfig } from "../../shared/site-config.ts";
import { homeHead } from "./head-tags.ts";
import { themeStyle } from "./theme-style.ts";

function pageData(overrides: Partial<PageData["siteConfig"]> = {}): PageData {
  return {
    siteConfig: { ...defaultSiteConfig, ...overrides },
    components: defaultComponents,
    sections: [],
    projects: { items: [], source: "database" },
  } as PageData;
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
    const jsonLd = JSON.parse(
      head.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? "{}",
    );
    expect(jsonLd).toMatchObject({ "@type": "Person", name: site.author, url: "https://alex.example/" });
    expect(jsonLd.sameAs).toContain(defaultSiteConfig.contact.socialLinks.github);
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
