import { describe, expect, it } from "vitest";
import { defaultComponents } from "#shared/components/schema.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { resolveTexts } from "#shared/texts/resolve.ts";
import { escapeHtml, jsonForScript } from "./head-tags.ts";
import { htmlDocument } from "./html-document.ts";

describe("htmlDocument", () => {
  const template = "<head><!--app-head--></head><div id=root><!--app-html--></div><!--app-data-->";

  it("fills the placeholders and keeps `$` patterns literal", () => {
    const html = htmlDocument(template, {
      head: "<title>$& $1</title>",
      appHtml: "<p>$'</p>",
      data: {
        siteConfig: defaultSiteConfig,
        components: defaultComponents,
        texts: resolveTexts({}),
        sections: [],
        projects: { items: [], total: 0, categories: [], source: "sample" },
      },
    });
    expect(html).toContain("<title>$& $1</title>");
    expect(html).toContain("<p>$'</p>");
    expect(html).toContain('<script type="application/json" id="folio-page-data">{"siteConfig"');
  });

  it("embeds data that cannot close its script element", () => {
    const json = jsonForScript({ text: "</script><script>alert(1)</script><!--" });
    expect(json).not.toContain("</script>");
    expect(json).not.toContain("<!--");
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script><!--" });
  });

  it("escapes attribute and text content", () => {
    expect(escapeHtml(`"<a href='x'>&</a>"`)).toBe("&quot;&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;&quot;");
  });

  it("sets the site's language, and the right-to-left direction for a language written that way", () => {
    const page = (language: string) =>
      htmlDocument('<html lang="en"><head></head></html>', { head: "", appHtml: "", data: null, language });
    expect(page("sv")).toContain('<html lang="sv">');
    expect(page("ar")).toContain('<html lang="ar" dir="rtl">');
    expect(page("he-IL")).toContain('<html lang="he-IL" dir="rtl">');
  });
});
