/**
 * The public page paints first in metric-matched fallback faces and lets its web fonts in after the
 * first paint (decision 070). The boot script (`server/pages/public-boot.ts`) marks
 * `<html data-fonts="later">` before the first paint; `web/lib/web-fonts.ts` lifts the mark.
 */
export const fontsLater = "later";

/** localStorage: this browser has loaded the web fonts once, so they come from its cache. */
export const fontsCachedKey = "folio:fonts";

/** `document.fonts.load()` arguments that fetch the two latin faces every page paints with. */
export const webFontLoads = ['1em "Inter Variable"', '600 1em "Syne Variable"'] as const;
