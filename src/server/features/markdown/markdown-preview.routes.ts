import type { FastifyInstance } from "fastify";
import { route } from "#server/http/route.ts";
import { caseStudyLimits } from "#shared/projects/case-study.ts";
import { projectEndpoints as api } from "#shared/projects/endpoints.ts";
import { mediaImageSize } from "./media-image-size.ts";
import { renderMarkdown } from "./render-markdown.ts";

/**
 * The write-up editor's preview: signed-in users only, the body as long as a project's may be, the
 * HTML made by the same `renderMarkdown` as the project page. It changes nothing, so no activity line.
 */
/** The longest write-up as JSON: six bytes per character when every one is escaped (`\u0001`). */
const bodyLimit = caseStudyLimits.bodyMax * 6 + 1024;

export async function markdownPreviewRoutes(app: FastifyInstance): Promise<void> {
  const imageSize = mediaImageSize(app.services.media);
  route(
    app,
    api.markdownPreview,
    { access: "editor", bodyLimit, effects: { audit: null, changesPage: false } },
    async (request) => ({ html: await renderMarkdown(request.body.body, { imageSize }) }),
  );
}
