import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { cardContent, homeCardContent } from "./card-contents.ts";
import { pngSize } from "./card-test-helpers.ts";
import { cardText, isRightToLeft } from "./card-text.ts";
import { renderCardPng } from "./render-card.tsx";

const url = "https://alexmorgan.dev";
const card = (title: string, extra: Partial<{ name: string; subtitle: string; category: string }> = {}) =>
  cardContent(
    {
      name: extra.name ?? "Zoë Łukasiewicz",
      title,
      subtitle: extra.subtitle ?? "Full-stack developer building fast, accessible web apps.",
      category: extra.category ?? "Case study",
    },
    defaultSiteConfig,
    url,
  );

const samples = {
  home: homeCardContent(defaultSiteConfig, url),
  long: card(
    "A remarkably long project title that keeps going well past what any card could ever show on three lines without cutting it somewhere sensible",
    {
      subtitle: "Lorem ipsum dolor sit amet, ".repeat(12),
      name: "Maximiliana Wolfeschlegelsteinhausen-Bergerdorff",
    },
  ),
  unbroken: card("Supercalifragilisticexpialidocious".repeat(5)),
  emoji: card("Rocket launch 🚀✨ for the team 👩‍💻", { name: "Alex 🦊 Morgan", category: "Apps 📱" }),
  rtl: card("مطوّرة واجهات أمامية في مدينة عمّان — פרויקט חדש Web 2.0", { subtitle: "שלום עולם, hello world" }),
};

describe("social card drawing", () => {
  it("keeps only what the fonts draw and knows right-to-left text", () => {
    expect(cardText("Rocket 🚀✨ launch 👩‍💻")).toBe("Rocket launch");
    expect(cardText("Łódź  Ørsted\u00a0Ærø")).toBe("Łódź Ørsted Ærø");
    expect(isRightToLeft("שלום world")).toBe(true);
    expect(isRightToLeft("Hello שלום")).toBe(false);
    expect(samples.rtl.rtl.title).toBe(true);
  });

  it("draws 1200×630 PNGs for long, unbroken, emoji and right-to-left texts", async () => {
    const dir = join(tmpdir(), "folio-social-cards");
    mkdirSync(dir, { recursive: true });
    for (const [name, content] of Object.entries(samples)) {
      const png = await renderCardPng(content);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      writeFileSync(join(dir, `${name}.png`), png);
    }
  }, 60_000);
});
