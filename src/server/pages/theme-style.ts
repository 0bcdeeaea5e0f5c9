import {
  type ComponentEntry,
  componentMinWidth,
  defaultScrollSlideMinWidth,
} from "#shared/components/rules.ts";
import { readableInk } from "#shared/site-config/color-contrast.ts";
import { defaultSiteConfig, type SiteConfig } from "#shared/site-config/schema.ts";
import { headlineAccent } from "#shared/site-config/theme-accent.ts";

/**
 * The compact layout (`layout.mobileBreakpoint`, decision 030): the gallery in two columns (a lone
 * last card centred), its
 * category filters in one scrolling row, the cards without their technology list. The rules target
 * `data-compact` hooks (the CSS modules' class names are hashed); `html` outranks a module's class.
 */
const compactRules = [
  // Two columns as four tracks, a lone last card centred (the three-column orphan rules reset).
  "html [data-compact=gallery-grid]{grid-template-columns:repeat(4,minmax(0,1fr));gap:12px}",
  "html [data-compact=gallery-grid]>*{grid-column:span 2}",
  "html [data-compact=gallery-grid]>:last-child:nth-child(odd){grid-column:2/span 2}",
  "html [data-compact=gallery-filters]{flex-wrap:nowrap;overflow-x:auto;scrollbar-width:none}",
  "html [data-compact=gallery-filters]>button{flex:none}",
  "html [data-compact=card-technologies]{display:none}",
].join("");

const wholeOr = (value: number, fallback: number) => (Number.isInteger(value) ? value : fallback);

/**
 * The configuration's theme colours as CSS custom properties (with the readable inks derived from
 * them; every tint on the page is mixed from these in CSS), the compact layout at or below the
 * mobile breakpoint, and the scroll-slide section's minimum width — in the head, so the first paint
 * already has all three (no flash, no shift, no JavaScript). Colours are validated hex values and the
 * widths integers, so nothing here can break out of the rule.
 */
export function themeStyle(config: SiteConfig, components: readonly ComponentEntry[]): string {
  const { theme, layout } = config;
  const lightBackground = readableInk(theme.backgroundColor, ["#111111", "#f3f3f3"]) === "#111111";
  const variables = [
    `--primary:${theme.primaryColor}`,
    `--background:${theme.backgroundColor}`,
    `--background-black:${theme.backgroundBlack}`,
    `--text:${theme.textColor}`,
    `--text-secondary:${theme.textSecondaryColor}`,
    // The headline accents: the Primary Color unless the owner set them apart (Theme Text Color).
    `--theme-text:${headlineAccent(theme)}`,
    // Derived, so any colour the owner picks stays readable: the text on a primary-coloured surface
    // (buttons, menu, footer) and on the light sections' background.
    `--on-primary:${readableInk(theme.primaryColor, ["#041018", "#ffffff"])}`,
    `--ink:${lightBackground ? "#111111" : "#f3f3f3"}`,
    `--background-raised:${lightBackground ? "#ffffff" : `color-mix(in srgb,${theme.backgroundColor} 88%,#fff)`}`,
  ].join(";");
  const breakpoint = wholeOr(layout.mobileBreakpoint, defaultSiteConfig.layout.mobileBreakpoint);
  const slideMinWidth = wholeOr(
    componentMinWidth(components, "scroll-slide") ?? defaultScrollSlideMinWidth,
    defaultScrollSlideMinWidth,
  );
  // `html:root` outranks the stylesheet's `:root` defaults, which the build links after this element.
  return [
    `<style id="folio-theme">html:root{${variables}}`,
    `@media (max-width:${breakpoint}px){${compactRules}}`,
    `@media (max-width:${slideMinWidth}px){#scroll-slide{display:none}}</style>`,
  ].join("");
}
