import { emojiImages } from "#server/fonts/emoji.ts";
import { cardFonts } from "./card-fonts.ts";
import { type CardContent, cardHeight, cardWidth, SocialCard } from "./social-card.tsx";

/**
 * Draws a card as a 1200×630 PNG: satori lays the React element out as SVG with the fonts its words
 * need and Twemoji's pictures for its emoji, resvg rasterises it. Both libraries are imported on the
 * first card, so they take no memory before.
 */
export async function renderCardPng(content: CardContent): Promise<Buffer> {
  const words = [content.name, content.title, content.subtitle, content.category, content.site].join(" ");
  const [{ default: satori }, { Resvg }, { fonts, families }] = await Promise.all([
    import("satori"),
    import("@resvg/resvg-js"),
    cardFonts(words, content.language),
  ]);
  const svg = await satori(<SocialCard content={content} families={families} />, {
    width: cardWidth,
    height: cardHeight,
    fonts,
    graphemeImages: emojiImages(words),
  });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: cardWidth }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  return Buffer.from(png);
}
