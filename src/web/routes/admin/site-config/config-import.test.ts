import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { applyConfigFile } from "./config-import.ts";

describe("applyConfigFile", () => {
  it("merges the groups a file names and parses integers", () => {
    const result = applyConfigFile(defaultSiteConfig, {
      theme: { primaryColor: "#ff0000" },
      layout: { loaderDuration: "1200" },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.theme.primaryColor).toBe("#ff0000");
    expect(result.config.theme.textColor).toBe(defaultSiteConfig.theme.textColor);
    expect(result.config.layout.loaderDuration).toBe(1200);
  });

  it("round-trips an exported file", () => {
    const result = applyConfigFile(defaultSiteConfig, JSON.parse(JSON.stringify(defaultSiteConfig)));
    expect(result).toEqual({ ok: true, config: defaultSiteConfig });
  });

  it("refuses files that are not a configuration", () => {
    for (const file of [
      null,
      42,
      "text",
      [],
      {},
      { other: 1 },
      { theme: "red" },
      { theme: { primaryColor: "red" } },
    ]) {
      expect(applyConfigFile(defaultSiteConfig, file).ok).toBe(false);
    }
  });

  it("takes a valid components list and refuses a broken one", () => {
    const good = applyConfigFile(defaultSiteConfig, {
      ...defaultSiteConfig,
      components: [{ id: "home", isActive: false }],
    });
    expect(good.ok && good.components).toEqual([{ id: "home", isActive: false }]);
    expect(applyConfigFile(defaultSiteConfig, { ...defaultSiteConfig, components: "all" }).ok).toBe(false);
  });

  it("refuses a components list the server would refuse: unknown or repeated ids", () => {
    for (const components of [
      [{ id: "popup", isActive: true }],
      [
        { id: "home", isActive: true },
        { id: "home", isActive: false },
      ],
    ]) {
      expect(applyConfigFile(defaultSiteConfig, { ...defaultSiteConfig, components }).ok).toBe(false);
    }
  });
});
