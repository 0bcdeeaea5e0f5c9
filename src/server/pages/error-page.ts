import type { FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "#server/db/unavailable.ts";
import { sitePageTexts } from "#server/features/site-config/site-texts.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { textDirection } from "#shared/site-config/text-direction.ts";
import type { PageTexts } from "#shared/texts/catalogue.ts";
import { escapeHtml } from "./head-tags.ts";

/** The interface texts and language of the configuration (the one kept in memory, no read). */
export function textsOf(config: SiteConfig): PageTexts {
  return { texts: sitePageTexts(config), language: config.site.language };
}

/**
 * A page the server could not make: logged, answered with the error page, never cached; 503 with a
 * Retry-After while the database cannot be reached (decision 129), else 500.
 */
export function sendServerError(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const unavailable = isDatabaseUnavailable(error);
  if (unavailable) request.log.warn({ err: error }, "the database is unavailable");
  else request.log.error({ err: error }, "could not render the page");
  if (unavailable) reply.header("retry-after", "5");
  return reply
    .code(unavailable ? 503 : 500)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(serverErrorPage(textsOf(request.server.liveSiteConfig.get())));
}

/**
 * What a visitor reads when the server could not render a page (status 500, or 503), in the owner's words (the
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
    <style>body{margin:0;min-height:100vh;display:grid;place-content:center;grid-template-columns:minmax(0,40rem);padding:2rem;box-sizing:border-box;text-align:center;font-family:system-ui,sans-serif;background:#1e1d1d;color:#f3f3f3;overflow-wrap:anywhere}a{color:#08afff}</style>
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
