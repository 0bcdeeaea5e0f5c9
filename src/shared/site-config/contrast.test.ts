import { describe, expect, it } from "vitest";
import { defaultSiteConfig, type ThemeConfig } from "#shared/site-config/schema.ts";
import { contrastRatio } from "./color-contrast.ts";
import { mixHex, nearestPassing, themeContrastIssues } from "./contrast.ts";
import { accentFollowsPrimary, headlineAccent } from "./theme-accent.ts";

const theme = defaultSiteConfig.theme;
const pairsOf = (value: ThemeConfig) => themeContrastIssues(value).map((issue) => issue.pair);

describe("themeContrastIssues", () => {
  it("finds nothing to warn about in the default theme", () => {
    expect(themeContrastIssues(theme)).toEqual([]);
  });

  it("names each pair below WCAG AA with its ratio and the field a fix moves", () => {
    const issues = themeContrastIssues({
      ...theme,
      textColor: "#333333",
      primaryColor: "#2a2a2a",
      accentFollowsPrimary: true,
    });
    expect(issues.map((issue) => [issue.pair, issue.adjust, issue.minimum])).toEqual([
      ["text", "textColor", 4.5],
      ["primary", "primaryColor", 4.5],
      // The accent follows the Primary Color, so the hero's accent fails with it.
      ["accent", "primaryColor", 3],
    ]);
    expect(issues[0]?.message).toMatch(
      /^Text Color on Background Black \(the dark sections' text\): contrast 1\.\d\d:1 is below WCAG AA \(4\.5:1\)/,
    );
  });

  it("checks the page's light sections and the text on Primary-coloured buttons, not only Background Black", () => {
    // A mid-grey light background: neither derived ink reaches 4.5:1 on it.
    expect(pairsOf({ ...theme, backgroundColor: "#767676" })).toContain("light");
    // A mid-tone primary: neither button ink reaches 4.5:1, though it reads on the dark background.
    const midPrimary = { ...theme, primaryColor: "#787878", accentFollowsPrimary: false };
    expect(contrastRatio("#787878", "#ffffff")).toBeLessThan(4.5);
    expect(pairsOf(midPrimary)).toEqual(expect.arrayContaining(["button"]));
    // A pale accent, kept apart from the primary: fine on black, too faint in the light Services heading.
    const pale = {
      ...theme,
      themeTextColor: "#ffffff",
      accentFollowsPrimary: false,
      backgroundColor: "#fafafa",
    };
    expect(pairsOf(pale)).toEqual(["light-accent"]);
  });

  it("holds a light theme to the same rules", () => {
    const light = {
      ...theme,
      backgroundBlack: "#ffffff",
      textColor: "#1a1a1a",
      textSecondaryColor: "#595959",
      accentFollowsPrimary: false,
    };
    expect(themeContrastIssues({ ...light, themeTextColor: "#b45309", primaryColor: "#1d4ed8" })).toEqual([]);
    const pale = themeContrastIssues({ ...light, themeTextColor: "#fde68a", primaryColor: "#1d4ed8" });
    expect(pale.map((issue) => [issue.pair, issue.adjust])).toEqual([
      ["accent", "themeTextColor"],
      ["light-accent", "themeTextColor"],
    ]);
  });
});

describe("nearestPassing", () => {
  it("offers a colour of the same hue that passes, as close to the owner's as it can", () => {
    const dim = { ...theme, textColor: "#555555" };
    const [issue] = themeContrastIssues(dim);
    expect(issue?.suggestion).toMatch(/^#[0-9a-f]{6}$/);
    const fixed = { ...dim, textColor: issue?.suggestion as string };
    expect(contrastRatio(fixed.textColor, fixed.backgroundBlack)).toBeGreaterThanOrEqual(4.5);
    // Nearest: one step less light fails again.
    expect(themeContrastIssues(fixed)).toEqual([]);
    const grey = Number.parseInt(fixed.textColor.slice(1, 3), 16);
    const darker = `#${(grey - 3).toString(16).repeat(3)}`;
    expect(contrastRatio(darker, fixed.backgroundBlack)).toBeLessThan(4.5);
  });

  it("fixes every pair of the field it moves when it can (the primary is text and a button surface)", () => {
    const value = { ...theme, primaryColor: "#2563eb", accentFollowsPrimary: true };
    const suggestion = nearestPassing(value, "primary");
    expect(suggestion).not.toBeNull();
    expect(themeContrastIssues({ ...value, primaryColor: suggestion as string })).toEqual([]);
  });

  it("moves towards whichever side is nearer: darker text on a light surface", () => {
    const value = { ...theme, backgroundBlack: "#f4f4f4", textColor: "#9a9a9a" };
    const suggestion = nearestPassing(value, "text") as string;
    expect(Number.parseInt(suggestion.slice(1, 3), 16)).toBeLessThan(0x9a);
    expect(contrastRatio(suggestion, value.backgroundBlack)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the headline accent", () => {
  it("follows the Primary Color unless the owner sets it apart; older configs keep their look", () => {
    expect(headlineAccent({ ...theme, primaryColor: "#ff0066" })).toBe("#08afff");
    expect(accentFollowsPrimary(theme)).toBe(true);
    expect(headlineAccent({ ...theme, primaryColor: "#ff0066", accentFollowsPrimary: true })).toBe("#ff0066");
    expect(headlineAccent({ ...theme, accentFollowsPrimary: false, themeTextColor: "#ffe600" })).toBe(
      "#ffe600",
    );
    // Saved before the switch, with two different colours: the accent stays Theme Text Color.
    expect(accentFollowsPrimary({ ...theme, themeTextColor: "#ffe600" })).toBe(false);
  });

  it("mixes colours as CSS color-mix in srgb does", () => {
    expect(mixHex("#ffffff", "#000000", 0.5)).toBe("#808080");
    expect(mixHex("#08afff", "#111111", 1)).toBe("#08afff");
  });
});
