import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { requireUser } from "#server/features/auth/require-owner.ts";
import { siteTexts } from "#server/features/site-config/site-texts.ts";
import { resumeCardContent } from "#server/features/social-cards/card-contents.ts";
import { cardImage } from "#server/features/social-cards/card-meta.ts";
import { cardAddress } from "#server/features/social-cards/social-cards.service.ts";
import { scriptFontStyle } from "#server/fonts/page-fonts.ts";
import { htmlType } from "#server/http/prepared-body.ts";
import { analyticsMeta } from "#server/pages/head-tags.ts";
import type { PageCache } from "#server/pages/page-cache.ts";
import type { PageRenderer } from "#server/pages/page-renderer.ts";
import { feedLinks } from "#server/pages/post-feeds.ts";
import { renderPage } from "#server/pages/render-page.ts";
import { sendCached } from "#server/pages/send-cached.ts";
import { resumePagePath, resumePdfPath, resumePreviewPath } from "#shared/resume/rules.ts";
import type { ResumeOptions } from "#shared/resume/schema.ts";
import { parseOptions } from "./resume.routes.ts";
import { resumeHead } from "./resume-head.ts";
import { renderResumeBody } from "./resume-page.tsx";

/**
 * `GET /resume`: the résumé as a server-rendered page (cached with the public page until a write
 * changes it), and `GET /admin-resume-preview?options=`: the same page with unsaved options, for the
 * Résumé panel's frame (signed-in users only, never indexed).
 */
export function registerResumePages(
  app: FastifyInstance,
  { renderer, cache }: { renderer: PageRenderer; cache: PageCache },
) {
  const { publicUrl } = app.config;

  async function render(options?: ResumeOptions, preview = false): Promise<string> {
    const [config, model, anyPost] = await Promise.all([
      app.services.siteConfig.get(),
      app.services.resume.model(options),
      app.services.posts.anyPublished(),
    ]);
    const texts = siteTexts(config);
    const body = renderResumeBody(model, {
      pdf: preview ? "#" : resumePdfPath,
      home: preview ? "#" : "/",
      download: texts["resume.download"],
      back: texts["resume.backHome"],
    });
    const card = cardImage(cardAddress("resume", resumeCardContent(model, config, publicUrl)), publicUrl);
    return renderPage(renderer, resumePagePath, "static", {
      head:
        resumeHead(model, config, publicUrl, preview, card) +
        feedLinks(anyPost && !preview, config.site.title) +
        scriptFontStyle(JSON.stringify(model), model.language) +
        analyticsMeta(config.analytics.builtIn && !preview),
      appHtml: body,
      language: model.language,
    });
  }

  // Made from every section and project the résumé lists and the site's configuration.
  app.get(resumePagePath, { compress: false }, (request, reply) =>
    sendCached(cache, request, reply, {
      key: resumePagePath,
      render: async () => ({ text: await render(), dependsOn: "everything" }),
    }),
  );

  app.get(
    resumePreviewPath,
    async (request: FastifyRequest<{ Querystring: { options?: string } }>, reply: FastifyReply) => {
      try {
        await requireUser(request, reply, "editor");
      } catch {
        return reply.header("cache-control", "no-store").redirect("/login");
      }
      const html = await render(parseOptions(request.query.options), true);
      return reply.header("cache-control", "no-store").type(htmlType).send(html);
    },
  );
}
