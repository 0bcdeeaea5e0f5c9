import { cardFonts } from "./card-fonts.ts";
import { type CardContent, cardHeight, cardWidth, SocialCard } from "./social-card.tsx";

/**
 * Draws a card as a 1200×630 PNG: satori lays the React element out as SVG with the site's fonts,
 * resvg rasterises it. Both libraries are imported on the first card, so they take no memory before.
 */
export async function renderCardPng(content: CardContent): Promise<Buffer> {
  const [{ default: satori }, { Resvg }, fonts] = await Promise.all([
    import("satori"),
    import("@resvg/resvg-js"),
    cardFonts(),
  ]);
  const svg = await satori(<SocialCard content={content} />, {
    width: cardWidth,
    height: cardHeight,
    fonts,
  });
  const png = new Resvg(svg, { fitTo: { mode: "width", value: cardWidth }, font: { loadSystemFonts: false } })
    .render()
    .asPng();
  return Buffer.from(png);
}
