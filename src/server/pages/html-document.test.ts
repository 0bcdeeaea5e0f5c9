import { describe, expect, it } from "vitest";
import { defaultComponents } from "#shared/components/schema.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { resolveTexts } from "#shared/texts/resolve.ts";
import { escapeHtml, jsonForScript } from "./head-tags.ts";
import { htmlDocument } from "./html-document.ts";

describe("htmlDocument", () => {
  it("fills its slots and keeps `$` patterns literal", () => {
    const html = htmlDocument({
      head: "<title>$& $1</title>",
      assets: '<script type="module" src="/e.js"></script>',
      appHtml: "<p>$'</p>",
      data: {
        siteConfig: defaultSiteConfig,
        components: defaultComponents,
        texts: resolveTexts({}),
        sections: [],
        latestPosts: [],
        projects: { items: [], total: 0, categories: [], source: "sample" },
      },
    });
    expect(html).toContain("<title>$& $1</title>");
    expect(html).toContain("<p>$'</p>");
    expect(html).toContain('<script type="application/json" id="folio-page-data">{"siteConfig"');
    expect(html).toContain('<div id="root"><p>$\'</p></div>');
    expect(html.indexOf("<title>")).toBeLessThan(html.indexOf("/e.js"));
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
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
    const page = (language: string) => htmlDocument({ head: "", assets: "", appHtml: "", language });
    expect(page("sv")).toContain('<html lang="sv">');
    expect(page("ar")).toContain('<html lang="ar" dir="rtl">');
    expect(page("he-IL")).toContain('<html lang="he-IL" dir="rtl">');
    expect(page('en" onload="x')).toContain('<html lang="en">');
  });

  it("sets the owner area in the fallback faces from the start", () => {
    expect(htmlDocument({ head: "", assets: "", appHtml: "", fallbackFaces: true })).toContain(
      '<html lang="en" data-fonts="later">',
    );
  });
});
