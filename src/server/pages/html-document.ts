import type { PageData } from "#shared/page/page-data.ts";
import { pageDataElementId } from "#shared/page/page-data.ts";
import { fontsLater } from "#shared/page/web-fonts.ts";
import { textDirection } from "#shared/site-config/text-direction.ts";
import { jsonForScript } from "./head-tags.ts";

/** The named slots of every page Folio serves. */
export interface DocumentSlots {
  /** `<html lang>`: the site's language on visitors' pages (a canonical tag); "en" otherwise. */
  language?: string;
  /** Set in the metric-matched fallback faces from the start (`<html data-fonts="later">`). */
  fallbackFaces?: boolean;
  /** The page's own head: title, descriptions, links, theme colours, embedded seeds. */
  head: string;
  /** Its entry's script, styles and fonts (`page-assets.ts`). */
  assets: string;
  /** The server-rendered markup, inside `#root`. */
  appHtml: string;
  /** The page data the public page's script hydrates with. */
  data?: PageData | null;
}

/** `<html>`'s attributes: the language, `dir="rtl"` for one written right to left, the faces. */
function htmlAttributes({ language, fallbackFaces }: DocumentSlots): string {
  const lang = language && /^[A-Za-z0-9-]+$/.test(language) ? language : "en";
  const dir = textDirection(lang) === "rtl" ? ' dir="rtl"' : "";
  return `lang="${lang}"${dir}${fallbackFaces ? ` data-fonts="${fontsLater}"` : ""}`;
}

/** The one template of every HTML page (`renderPage` fills it). */
export function htmlDocument(slots: DocumentSlots): string {
  const data = slots.data
    ? `\n    <script type="application/json" id="${pageDataElementId}">${jsonForScript(slots.data)}</script>`
    : "";
  return `<!doctype html>
<html ${htmlAttributes(slots)}>
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="theme-color" content="#1e1d1d">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    ${slots.head}
    ${slots.assets}
  </head>
  <body>
    <div id="root">${slots.appHtml}</div>${data}
  </body>
</html>
`;
}
