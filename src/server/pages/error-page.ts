import { textDirection } from "#shared/site-config/text-direction.ts";
import type { PageTexts } from "#shared/texts/catalogue.ts";
import { escapeHtml } from "./head-tags.ts";

/**
 * What a visitor reads when the server could not render a page (status 500), in the owner's words (the
 * texts kept in memory, so no read is needed). A complete page on its own: no app script (the app would
 * only ask for the page again) and no page data, so it shows even when rendering or reading the data is
 * what failed.
 */
export function serverErrorPage({ texts, language }: PageTexts): string {
  const title = escapeHtml(texts["notFound.errorTitle"]);
  const message = escapeHtml(texts["notFound.errorMessage"]);
  const action = escapeHtml(texts["notFound.errorAction"]);
  return `<!doctype html>
<html lang="${escapeHtml(language)}" dir="${textDirection(language)}">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <title>${title} · Folio</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <style>body{margin:0;min-height:100vh;display:grid;place-content:center;gap:1rem;padding:2rem;text-align:center;font-family:system-ui,sans-serif;background:#1e1d1d;color:#f3f3f3}a{color:#08afff}</style>
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      <p>${message}</p>
      <p><a href="/">${action}</a></p>
    </main>
  </body>
</html>
`;
}
