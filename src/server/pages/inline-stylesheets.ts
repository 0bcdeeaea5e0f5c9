import { readBuiltAsset } from "./owner-template.ts";

const stylesheetLink = /<link rel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"[^>]*>/g;

const builtStyles = new Map<string, string>();
/** A built stylesheet's text, read once per process (the files of a build never change). */
function readBuiltStyle(href: string): string {
  let text = builtStyles.get(href);
  if (text === undefined) {
    text = readBuiltAsset(href);
    builtStyles.set(href, text);
  }
  return text;
}

/**
 * The page's built stylesheets in the page itself (decision 120): its first paint waits for no request
 * after the HTML, where on a phone's network each linked stylesheet cost a round trip before anything
 * showed. Each file's link stays, disabled (a disabled stylesheet is never fetched): Vite's loader asks
 * for the CSS a lazy chunk needs unless a link to it is in the page, and must not load the same rules a
 * second time, later in the cascade.
 */
export function inlineStylesheets(
  html: string,
  readStyle: (href: string) => string = readBuiltStyle,
): string {
  return html.replace(stylesheetLink, (link, href: string) => {
    const css = readStyle(href);
    // Text that would end the element early stays a link (a build's CSS has none).
    if (/<\/style/i.test(css)) return link;
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}
