import type { ThemeConfig } from "./schema.ts";

/** The inks the page derives: text on a Primary-coloured surface, and on the light sections' background. */
export const primaryInks = ["#041018", "#ffffff"] as const;
export const lightSectionInks = ["#111111", "#f3f3f3"] as const;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether the headline accents (the hero's second word, the loader, the slide and About headings) take
 * the Primary Color. The owner's switch when set; a configuration saved before the switch existed
 * follows when its two colours were the same (the default theme's), so older pages look as they did.
 */
export function accentFollowsPrimary(theme: ThemeConfig): boolean {
  return theme.accentFollowsPrimary ?? same(theme.themeTextColor, theme.primaryColor);
}

/** The colour the page paints its headline accents in (`--theme-text`). */
export function headlineAccent(theme: ThemeConfig): string {
  return accentFollowsPrimary(theme) ? theme.primaryColor : theme.themeTextColor;
}
