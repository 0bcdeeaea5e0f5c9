import type { FastifyInstance } from "fastify";
import { invalid } from "#server/errors.ts";
import { route } from "#server/http/route.ts";
import { caseStudyLimits } from "#shared/projects/case-study.ts";
import { projectEndpoints as api } from "#shared/projects/endpoints.ts";
import { mediaImageSizes } from "./media-image-sizes.ts";
import { MarkdownTooSlowError, renderMarkdownForOwner } from "./render-markdown.ts";

/**
 * The write-up editor's preview: signed-in users only, the body as long as a project's may be, the
 * HTML made by the same pipeline as the project page, on the owner's thread (never a visitor's). It changes nothing, so no activity line.
 */
/** The longest write-up as JSON: six bytes per character when every one is escaped (`\u0001`). */
const bodyLimit = caseStudyLimits.bodyMax * 6 + 1024;

export async function markdownPreviewRoutes(app: FastifyInstance): Promise<void> {
  const imageSizes = mediaImageSizes(app.services.media);
  route(
    app,
    api.markdownPreview,
    { access: "editor", bodyLimit, effects: { audit: null, changesPage: false } },
    async (request) => {
      try {
        return { html: await renderMarkdownForOwner(request.body.body, { imageSizes }) };
      } catch (error) {
        if (error instanceof MarkdownTooSlowError) throw invalid(error.message, { body: error.message });
        throw error;
      }
    },
  );
}
