import { describe, expect, it } from "vitest";
import { defaultSiteConfig, type SiteConfig } from "#shared/site-config/schema.ts";
import { themeStyle } from "./theme-style.ts";

const withLayout = (layout: Partial<SiteConfig["layout"]>): SiteConfig => ({
  ...defaultSiteConfig,
  layout: { ...defaultSiteConfig.layout, ...layout },
});

/** The width of the `@media (max-width:…px)` rule that holds the compact layout. */
function compactWidth(style: string): number | undefined {
  const match = /@media \(max-width:(\d+)px\)\{[^{}]*\[data-compact=gallery-grid\]/.exec(style);
  return match ? Number(match[1]) : undefined;
}

describe("themeStyle", () => {
  it("puts the compact layout at or below the mobile breakpoint (768 by default)", () => {
    expect(compactWidth(themeStyle(defaultSiteConfig, []))).toBe(768);
    expect(compactWidth(themeStyle(withLayout({ mobileBreakpoint: 1000 }), []))).toBe(1000);
    expect(compactWidth(themeStyle(withLayout({ mobileBreakpoint: 480 }), []))).toBe(480);
  });

  it("makes the gallery two columns with one scrolling row of filters in the compact layout", () => {
    const style = themeStyle(withLayout({ mobileBreakpoint: 900 }), []);
    const compact = style.slice(style.indexOf("@media (max-width:900px)"));
    expect(compact).toContain("[data-compact=gallery-grid]{grid-template-columns:repeat(4,minmax(0,1fr))");
    expect(compact).toContain("[data-compact=gallery-grid]>*{grid-column:span 2}");
    expect(compact).toContain("[data-compact=gallery-filters]{flex-wrap:nowrap;overflow-x:auto");
    expect(compact).toContain("[data-compact=card-technologies]{display:none}");
  });

  it("falls back to the default breakpoint for a value that is not a whole number", () => {
    const broken = withLayout({ mobileBreakpoint: "9px}body{display:none" as unknown as number });
    const style = themeStyle(broken, []);
    expect(compactWidth(style)).toBe(768);
    expect(style).not.toContain("body{display:none");
  });

  it("keeps the theme colours, including the headline accent colour", () => {
    const style = themeStyle(
      { ...defaultSiteConfig, theme: { ...defaultSiteConfig.theme, themeTextColor: "#ff0066" } },
      [],
    );
    expect(style).toMatch(/^<style id="folio-theme">html:root\{[^}]*--theme-text:#ff0066/);
    expect(style.endsWith("</style>")).toBe(true);
  });

  it("paints the headline accent in the Primary Color while it follows it", () => {
    const theme = { ...defaultSiteConfig.theme, primaryColor: "#ff0066", themeTextColor: "#ffe600" };
    const style = (accentFollowsPrimary?: boolean) =>
      themeStyle({ ...defaultSiteConfig, theme: { ...theme, accentFollowsPrimary } }, []);
    expect(style(true)).toMatch(/--theme-text:#ff0066/);
    expect(style(false)).toMatch(/--theme-text:#ffe600/);
    // Saved before the switch existed, with two colours: kept apart, as the page showed them.
    expect(style(undefined)).toMatch(/--theme-text:#ffe600/);
  });

  it("derives readable ink for text on the primary colour and on the light background", () => {
    const withTheme = (theme: Partial<SiteConfig["theme"]>) =>
      themeStyle({ ...defaultSiteConfig, theme: { ...defaultSiteConfig.theme, ...theme } }, []);
    expect(themeStyle(defaultSiteConfig, [])).toContain("--on-primary:#041018");
    expect(themeStyle(defaultSiteConfig, [])).toContain("--ink:#111111");
    const dark = withTheme({ primaryColor: "#4c1d95", backgroundColor: "#202020" });
    expect(dark).toContain("--primary:#4c1d95");
    expect(dark).toContain("--on-primary:#ffffff");
    expect(dark).toContain("--ink:#f3f3f3");
  });
});
