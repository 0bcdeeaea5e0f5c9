/**
 * How the public page's web fonts come in on a first visit (decision 070). The boot script
 * (`web/boot/public-boot.ts`) sets `<html data-fonts>` before the first paint, unless this
 * browser already holds the fonts; `web/lib/web-fonts.ts` lifts it.
 */

/** The page paints in the metric-matched fallback faces; the fonts swap in where nothing would move. */
export const fontsLater = "later";

/** No intro, and the boot script had the two latin fonts loaded by the first frame: the page paints with them. */
export const fontsEarly = "early";

/** The faces the boot script loads from the head when no intro will play: family name by the file's first word. */
export const earlyFaces: Record<string, string> = {
  syne: "Syne Variable Early",
  inter: "Inter Variable Early",
};

/** The intro covers the page and the fonts are on their way: they swap in under it. */
export const fontsCover = "cover";

/**
 * The page under the intro is hidden while the fonts swap in, a part at a time, and for two frames
 * after: nothing is seen to move.
 */
export const fontsSwapping = "swapping";

/**
 * Marks a part of the page already set in the web fonts while `<html data-fonts>` still holds the rest
 * in the fallback faces (decision 127): the fonts come in a part at a time, each part's text shaped
 * in a short task of its own, not the whole page's in one long one.
 */
export const fontsInAttribute = "data-fonts-in";

/** A part of the page with more text than this is let in by its children, when they can be. */
export const fontPartMaxText = 400;

/** Marks the intro's element, which the boot script looks for. */
export const introLoaderAttribute = "data-intro-loader";

/** localStorage: this browser has loaded the web fonts once, so they come from its cache. */
export const fontsCachedKey = "folio:fonts";

/** `document.fonts.load()` arguments that fetch the two latin faces every page paints with. */
export const webFontLoads = ['1em "Inter Variable"', '600 1em "Syne Variable"'] as const;

/** The element after the hero, which the public page's first frame waits for (`<link rel="expect">`). */
export const heroEndId = "hero-end";

/**
 * The owner area's stylesheet of every face of the site's other scripts (Arabic, Hebrew, Devanagari,
 * Thai, Chinese, Japanese, Korean…): linked once the area is drawn; the browser fetches a font file only
 * for the characters a screen shows.
 */
export const ownerScriptFacesPath = "/fonts/faces.css";
