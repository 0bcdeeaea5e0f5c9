import type { FastifyInstance, FastifyRequest } from "fastify";
import { createProtectedPages } from "#server/features/project-access/protected-pages.ts";
import { isOwnerPreview } from "#server/features/sections/preview-access.ts";
import { cardImage } from "#server/features/social-cards/card-meta.ts";
import { scriptFontStyle } from "#server/fonts/page-fonts.ts";
import { htmlType } from "#server/http/prepared-body.ts";
import type { Project } from "#shared/projects/schema.ts";
import { isSlug, projectPagePath } from "#shared/projects/slug.ts";
import { analyticsMeta } from "./head-tags.ts";
import { renderAppHtml } from "./page-renderer.ts";
import { feedLinks } from "./post-feeds.ts";
import { projectHead } from "./project-head.ts";
import { loadProjectPageData } from "./project-page-data.ts";
import { renderPage } from "./render-page.ts";
import { type CachedPagesOptions, type Rendered, sendCached } from "./send-cached.ts";

/** The page cache's key of a project's page. */
export const projectPageKey = (slug: string) => projectPagePath(slug);

/**
 * `GET /projects/:slug` (decision 101): a published project's page, server-rendered and kept as ready
 * bytes in the page cache; an earlier slug answers 301 to the current address; an unknown slug or a
 * draft is the 404 page. The signed-in owner's `?preview=1` renders drafts too, marked as a preview,
 * `noindex` and never cached.
 */
export function registerProjectPages(
  app: FastifyInstance,
  { renderer, cache, onError }: CachedPagesOptions,
): void {
  const { publicUrl } = app.config;

  async function render(project: Project, preview: boolean): Promise<Rendered> {
    // An unlisted page answers anyone with its address, but is never indexed (decision 158).
    const noIndex = preview || project.visibility !== "public";
    const page = await loadProjectPageData(app, project, preview);
    const { data, siteConfig } = page;
    const path = projectPagePath(project.slug);
    const [appHtml, card] = await Promise.all([
      renderAppHtml(renderer, path, data),
      // A draft has no card of its own yet (its preview shows the site's).
      app.services.socialCards
        .address(`project-${project.slug}`)
        .catch(() => app.services.socialCards.address("home")),
    ]);
    // Loaded as `/` is (decision 070): painted from the HTML alone, its script (its own small entry,
    // decision 126) and fonts fetched after the first paint, the fonts let in where nothing moves. As
    // on `/`, the visit counts as the session's first: `/` plays no intro after a project's page.
    // The page embeds no data: its script needs none (the analytics mark says whether to count the visit).
    const html = await renderPage(renderer, path, "project", {
      head:
        projectHead(page, project, publicUrl, cardImage(card, publicUrl), { preview, noIndex }) +
        feedLinks(await app.services.posts.anyPublished(), siteConfig.site.title) +
        scriptFontStyle(JSON.stringify(data) + appHtml, siteConfig.site.language) +
        analyticsMeta(siteConfig.analytics.builtIn && !preview),
      appHtml,
      language: siteConfig.site.language,
    });
    return { text: html, dependsOn: page.dependsOn };
  }

  const protectedPages = createProtectedPages(app, {
    renderer,
    renderFull: async (project) => (await render(project, false)).text,
  });
  const projectAccess = app.services.projectAccess;
  cache.onInvalidate(() => projectAccess.forgetIndex());

  /**
   * The page of the project at `slug`, the address it moved to, or nothing; a protected project
   * (outside the owner's preview) is never rendered here: its own route answers it, uncached.
   */
  async function pageOf(slug: string, preview: boolean) {
    const found = await app.services.projects.bySlug(slug, { includeInactive: preview });
    if (!found || "redirect" in found) return found;
    if (!preview && found.project.visibility === "protected") return { protectedProject: found.project };
    return render(found.project, preview);
  }

  /** A published protected project at `slug`, or undefined. */
  async function protectedAt(slug: string): Promise<Project | undefined> {
    const found = await app.services.projects.bySlug(slug);
    return found && "project" in found && found.project.visibility === "protected"
      ? found.project
      : undefined;
  }

  // Protected projects' password form and media (decision 158); a scope of their own for the form parser.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(
      "/projects/:slug/access",
      async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
        try {
          const project = isSlug(request.params.slug) ? await protectedAt(request.params.slug) : undefined;
          if (!project) return reply.callNotFound();
          return await protectedPages.tryPassword(request, reply, project);
        } catch (error) {
          return onError(request, reply, error);
        }
      },
    );
    scope.get(
      "/projects/:slug/media/:name",
      async (request: FastifyRequest<{ Params: { slug: string; name: string } }>, reply) => {
        try {
          const project = isSlug(request.params.slug) ? await protectedAt(request.params.slug) : undefined;
          if (!project) return reply.callNotFound();
          return await protectedPages.media(request, reply, project, request.params.name);
        } catch (error) {
          return onError(request, reply, error);
        }
      },
    );
  });

  // The current card of a published project (the form's preview): sent on to its versioned address.
  app.get(
    "/projects/:slug/card.png",
    async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
      const { slug } = request.params;
      if (!isSlug(slug)) return reply.callNotFound();
      const address = await app.services.socialCards.address(`project-${slug}`).catch(() => undefined);
      if (!address) return reply.callNotFound();
      return reply.header("cache-control", "no-cache").redirect(address, 302);
    },
  );

  app.get(
    "/projects/:slug",
    { compress: false },
    async (request: FastifyRequest<{ Params: { slug: string } }>, reply) => {
      const { slug } = request.params;
      if (!isSlug(slug)) return reply.callNotFound();
      const preview = await isOwnerPreview(request);
      /** An earlier slug's answer: the current address, which is cached, or this preview's. */
      const redirect = (to: string) =>
        reply
          .header("cache-control", "no-cache")
          .redirect(`${projectPagePath(to)}${preview ? "?preview=1" : ""}`, 301);
      try {
        if (!preview) {
          const index = await projectAccess.privateIndex();
          if (index.protected.has(slug)) {
            const project = await protectedAt(slug);
            if (project) return await protectedPages.page(request, reply, project);
          }
          if (index.unlisted.has(slug)) reply.header("x-robots-tag", "noindex");
          return await sendCached(cache, request, reply, {
            key: projectPageKey(slug),
            render: () => pageOf(slug, false),
            otherwise: (found) => {
              if (!found) return reply.callNotFound();
              if ("protectedProject" in found)
                return protectedPages.page(request, reply, found.protectedProject);
              return redirect(found.redirect);
            },
          });
        }
        const found = await pageOf(slug, true);
        if (!found || "protectedProject" in found) return reply.callNotFound();
        if ("redirect" in found) return redirect(found.redirect);
        reply.header("x-robots-tag", "noindex").header("cache-control", "no-store");
        return reply.type(htmlType).send(found.text);
      } catch (error) {
        return onError(request, reply, error);
      }
    },
  );
}
