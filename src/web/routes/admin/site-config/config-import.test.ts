import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { applyConfigFile } from "./config-import.ts";
import exportBeforeTexts from "./fixtures/config-export-before-texts.json" with { type: "json" };

const swedish = {
  ...defaultSiteConfig,
  site: { ...defaultSiteConfig.site, language: "sv" },
  texts: { "form.name": "Namn", "gallery.next": "Nästa" },
};

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

  it("carries the texts and the site language, the file's texts replacing the current ones whole", () => {
    const exported = JSON.parse(JSON.stringify({ ...swedish, texts: { "form.name": "Namn" } }));
    const result = applyConfigFile(swedish, exported);
    expect(result.ok && result.config.texts).toEqual({ "form.name": "Namn" });
    expect(result.ok && result.config.site.language).toBe("sv");
    const english = applyConfigFile(swedish, JSON.parse(JSON.stringify(defaultSiteConfig)));
    expect(english.ok && english.config.texts).toEqual({});
    expect(english.ok && english.config.site.language).toBe("en");
  });

  it("imports an export from before the Texts panel, keeping the current texts and language", () => {
    expect(exportBeforeTexts).not.toHaveProperty("texts");
    expect(exportBeforeTexts.site).not.toHaveProperty("language");
    const result = applyConfigFile(swedish, exportBeforeTexts);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.site.author).toBe("Åsa Öberg-Lindqvist");
    expect(result.config.theme.primaryColor).toBe("#1d3557");
    expect(result.config.texts).toEqual(swedish.texts);
    expect(result.config.site.language).toBe("sv");
    expect(result.components).toHaveLength(exportBeforeTexts.components.length);
    const fresh = applyConfigFile(defaultSiteConfig, exportBeforeTexts);
    expect(fresh.ok && [fresh.config.site.language, fresh.config.texts]).toEqual(["en", {}]);
  });

  it("drops texts the catalogue does not know and empty ones, and refuses a bad language or text", () => {
    const result = applyConfigFile(defaultSiteConfig, {
      texts: { "form.name": "Namn", "form.retired": "x", "gallery.next": "  " },
      site: { language: "pt-br" },
    });
    expect(result.ok && result.config.texts).toEqual({ "form.name": "Namn" });
    expect(result.ok && result.config.site.language).toBe("pt-BR");
    expect(applyConfigFile(defaultSiteConfig, { site: { language: "not a language" } }).ok).toBe(false);
    expect(applyConfigFile(defaultSiteConfig, { texts: { "form.name": "x".repeat(1001) } }).ok).toBe(false);
    expect(applyConfigFile(defaultSiteConfig, { texts: ["Namn"] }).ok).toBe(false);
  });
});
