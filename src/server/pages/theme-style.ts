import {
  type ComponentEntry,
  componentMinWidth,
  defaultScrollSlideMinWidth,
} from "../../shared/component-visibility.ts";
import type { SiteConfig } from "../../shared/site-config.ts";

/**
 * The configuration's theme colours as CSS custom properties, and the scroll-slide section's
 * minimum width as a media rule — in the head, so the first paint already has both (no flash, no shift).
 * Colours are validated hex values and the width an integer, so nothing here can break out of the rule.
 */
export function themeStyle(config: SiteConfig, components: readonly ComponentEntry[]): string {
  const { theme } = config;
  const minWidth = componentMinWidth(components, "scroll-slide") ?? defaultScrollSlideMinWidth;
  const variables = [
    `--primary:${theme.primaryColor}`,
    `--background:${theme.backgroundColor}`,
    `--background-black:${theme.backgroundBlack}`,
    `--text:${theme.textColor}`,
    `--text-secondary:${theme.textSecondaryColor}`,
    `--theme-text:${theme.themeTextColor}`,
  ].join(";");
  const safeWidth = Number.isInteger(minWidth) ? minWidth : defaultScrollSlideMinWidth;
  // `html:root` outranks the stylesheet's `:root` defaults, which the build links after this element.
  return `<style id="folio-theme">html:root{${variables}}@media (max-width:${safeWidth}px){#scroll-slide{display:none}}</style>`;
}
