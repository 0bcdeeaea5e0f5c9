import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { themeContrastIssues } from "./contrast.ts";

const theme = defaultSiteConfig.theme;

describe("themeContrastIssues", () => {
  it("finds nothing to warn about in the default theme", () => {
    expect(themeContrastIssues(theme)).toEqual([]);
  });

  it("names each pair below WCAG AA with its ratio", () => {
    const issues = themeContrastIssues({ ...theme, textColor: "#333333", primaryColor: "#2a2a2a" });
    expect(issues.map((issue) => issue.foreground)).toEqual(["textColor", "primaryColor"]);
    expect(issues[0]?.minimum).toBe(4.5);
    expect(issues[0]?.message).toMatch(
      /^Text Color on Background Black: contrast 1\.\d\d:1 is below WCAG AA \(4\.5:1\)/,
    );
    expect(issues[1]?.minimum).toBe(3);
  });

  it("holds a light theme to the same rules", () => {
    const light = {
      ...theme,
      backgroundBlack: "#ffffff",
      textColor: "#1a1a1a",
      textSecondaryColor: "#595959",
    };
    expect(themeContrastIssues({ ...light, themeTextColor: "#b45309", primaryColor: "#1d4ed8" })).toEqual([]);
    const pale = themeContrastIssues({ ...light, themeTextColor: "#fde68a", primaryColor: "#1d4ed8" });
    expect(pale.map((issue) => issue.foreground)).toEqual(["themeTextColor"]);
  });
});
