import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { create as openFont } from "fontkit";
import { describe, expect, it } from "vitest";
import { emojiImages } from "#server/fonts/emoji.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { cardContent, homeCardContent } from "./card-contents.ts";
import { cardFonts } from "./card-fonts.ts";
import { pngSize } from "./card-test-helpers.ts";
import { cardText, isRightToLeft } from "./card-text.ts";
import { renderCardPng } from "./render-card.tsx";

const url = "https://alexmorgan.dev";
const card = (
  title: string,
  extra: Partial<{ name: string; subtitle: string; category: string; language: string }> = {},
) =>
  cardContent(
    {
      name: extra.name ?? "Zoë Łukasiewicz",
      title,
      subtitle: extra.subtitle ?? "Full-stack developer building fast, accessible web apps.",
      category: extra.category ?? "Case study",
    },
    { ...defaultSiteConfig, site: { ...defaultSiteConfig.site, language: extra.language ?? "en" } },
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
  emoji: card("Rocket launch 🚀✨ for the team 👩‍💻 ❤️ 1️⃣", { name: "Alex 🦊 Morgan", category: "Apps 📱" }),
  rtl: card("مطوّرة واجهات أمامية في مدينة عمّان — פרויקט חדש Web 2.0", { subtitle: "שלום עולם, hello world" }),
  japanese: card("月見 — 静かな夜のための読書アプリ", {
    name: "佐藤 花子",
    subtitle: "東京と大阪で、速くて読みやすいウェブアプリを作っています。🌙",
    category: "モバイルアプリ",
    language: "ja",
  }),
  chinese: card("为开发者打造的开源工具（與繁體中文）", {
    name: "王小明",
    subtitle: "我们的产品",
    language: "zh",
  }),
  korean: card("서울의 작은 디자인 스튜디오", {
    name: "김민지",
    subtitle: "웹과 모바일 앱을 만듭니다",
    language: "ko",
  }),
  indic: card("हिंदी में वेबसाइट · เว็บไซต์ภาษาไทย", { name: "प्रिया शर्मा", language: "hi" }),
};

/** Every character of a card's texts that none of its fonts' character maps holds (emoji are pictures). */
async function uncovered(content: (typeof samples)[keyof typeof samples]): Promise<string[]> {
  const words = [content.name, content.title, content.subtitle, content.category, content.site].join(" ");
  const { fonts } = await cardFonts(words, content.language);
  const faces = fonts.map(({ data }) => openFont(data));
  const emoji = Object.keys(emojiImages(words)).join("");
  return Array.from(new Set(words)).filter(
    (character) =>
      !/\s/.test(character) &&
      !emoji.includes(character) &&
      !faces.some(
        (face) => "hasGlyphForCodePoint" in face && face.hasGlyphForCodePoint(character.codePointAt(0) ?? 0),
      ),
  );
}

describe("social card drawing", () => {
  it("keeps only what the fonts draw and knows right-to-left text", () => {
    // Emoji are Twemoji's pictures; a character no font holds (a hieroglyph, a private-use one) is left out.
    expect(cardText("Rocket 🚀✨ launch 👩‍💻 🇯🇵")).toBe("Rocket 🚀✨ launch 👩‍💻 🇯🇵");
    expect(cardText("Ankh 𓋹 mark \ue000")).toBe("Ankh mark");
    expect(cardText("東京 서울 नमस्ते สวัสดี")).toBe("東京 서울 नमस्ते สวัสดี");
    expect(cardText("Łódź  Ørsted\u00a0Ærø")).toBe("Łódź Ørsted Ærø");
    expect(isRightToLeft("שלום world")).toBe(true);
    expect(isRightToLeft("Hello שלום")).toBe(false);
    expect(samples.rtl.rtl.title).toBe(true);
  });

  it("has a font for every character of every card, in every script", async () => {
    for (const [name, content] of Object.entries(samples)) expect(await uncovered(content), name).toEqual([]);
    // The Japanese card draws Han characters in Japanese forms: Noto Sans JP comes before SC and KR.
    const { families } = await cardFonts(samples.japanese.title, "ja");
    expect(families.text).toMatch(/^"Inter latin", "Noto Sans JP \d+"/);
  });

  it("draws 1200×630 PNGs for long, unbroken, emoji, right-to-left and East and South Asian texts", async () => {
    const dir = join(tmpdir(), "folio-social-cards");
    mkdirSync(dir, { recursive: true });
    for (const [name, content] of Object.entries(samples)) {
      const png = await renderCardPng(content);
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
      writeFileSync(join(dir, `${name}.png`), png);
    }
  }, 60_000);
});
