/**
 * The quote cut at a word boundary near `max` characters, ending in an ellipsis. At or below
 * 550 px a testimonial shows it instead of the full quote (a media query in testimonials-section.module.css).
 */
import { cutText } from "#shared/text/graphemes.ts";

export function shortenQuote(text: string, max = 90): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = cutText(clean, max);
  const boundary = cut.lastIndexOf(" ");
  return `${(boundary > max * 0.6 ? cut.slice(0, boundary) : cut).replace(/[\s,.;:!?—-]+$/, "")}…`;
}
