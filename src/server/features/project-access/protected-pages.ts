import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "#server/errors.ts";
import { clientKey, type LimitRule } from "#server/features/auth/rate-limiter.ts";
import { contentTypeOf, storedNamePattern } from "#server/features/media/media-names.ts";
import { siteTexts } from "#server/features/site-config/site-texts.ts";
import { testimonialPageCss } from "#server/features/testimonial-requests/testimonial-page-style.ts";
import { headTags } from "#server/pages/head-tags.ts";
import type { PageRenderer } from "#server/pages/page-renderer.ts";
import { renderPage } from "#server/pages/render-page.ts";
import { themeStyle } from "#server/pages/theme-style.ts";
import { isShareToken, projectAccessLimits as limits } from "#shared/project-access/schema.ts";
import type { Project } from "#shared/projects/schema.ts";
import { projectPagePath } from "#shared/projects/slug.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { fillText } from "#shared/texts/fill.ts";
import { type AccessGrant, accessCookieName } from "./access-cookie.ts";
import { passwordPageCss, renderPasswordPage } from "./password-page.tsx";
import { mediaStem } from "./private-index.ts";

const tries = (scope: string, max: number): LimitRule => ({
  name: `project-password:${scope}`,
  max,
  windowMs: limits.triesWindowMs,
  message: () => "Too many tries for this page. Please wait a few minutes.",
});
export const passwordTriesPerAddress = tries("ip", limits.triesPerAddress);
export const passwordTriesPerProject = tries("project", limits.triesPerProject);

/** The value of one cookie in the request's `cookie` header. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** The protected page's media through its own address, which the access cookie's path covers. */
export function privateMediaUrls(html: string, slug: string, protectedMedia: Set<string>): string {
  return html.replace(/\/media\/([A-Za-z0-9][A-Za-z0-9._-]{0,199})/g, (whole, name: string) =>
    protectedMedia.has(mediaStem(name)) ? `${projectPagePath(slug)}/media/${name}` : whole,
  );
}

export interface ProtectedPagesDeps {
  renderer: PageRenderer;
  /** The project's whole page, never cached (the caller renders it as it renders a public one). */
  renderFull: (project: Project) => Promise<string>;
}

/**
 * A protected project's page (decision 158): without access, a password page (401, no project data,
 * never cached); with a valid signed cookie, the page itself, `private, no-store`, its media rewritten
 * to `/projects/<slug>/media/<name>`. `?share=<token>` opens it with a share link; `POST …/access`
 * with the password. Both set the cookie for the page's path and send the visitor to its clean address.
 */
export function createProtectedPages(app: FastifyInstance, { renderer, renderFull }: ProtectedPagesDeps) {
  const { projectAccess, siteConfig, rateLimiter } = app.services;
  const secure = app.config.publicUrl.startsWith("https:");

  async function passwordPage(
    _request: FastifyRequest,
    reply: FastifyReply,
    project: Project,
    status: number,
    notice?: "wrongPassword" | "tooMany" | "linkClosed",
  ) {
    const config: SiteConfig = await siteConfig.get();
    const texts = siteTexts(config);
    const owner = config.site.author.trim() || config.site.title;
    const title = texts["privateProject.title"];
    const appHtml = renderPasswordPage({
      texts,
      owner,
      action: `${projectPagePath(project.slug)}/access`,
      notice: notice && fillText(texts[`privateProject.${notice}`], { name: owner }),
      wrong: notice === "wrongPassword",
    });
    const head =
      headTags({ title: `${title} · ${config.site.title}`, description: title, noIndex: true }) +
      themeStyle(config, []) +
      `<style>${testimonialPageCss}${passwordPageCss}</style>`;
    const html = await renderPage(renderer, projectPagePath(project.slug), "static", {
      head,
      appHtml,
      language: config.site.language,
    });
    return reply
      .code(status)
      .header("cache-control", "no-store")
      .header("x-robots-tag", "noindex")
      .type("text/html; charset=utf-8")
      .send(html);
  }

  function grantAccess(reply: FastifyReply, project: Project, grant: AccessGrant) {
    const path = projectPagePath(project.slug);
    const cookie = [
      `${accessCookieName}=${encodeURIComponent(projectAccess.signGrant(grant))}`,
      `Path=${path}`,
      "HttpOnly",
      "SameSite=Lax",
      "Max-Age=2592000",
      secure ? "Secure" : "",
    ].filter(Boolean);
    return reply
      .header("set-cookie", cookie.join("; "))
      .header("cache-control", "no-store")
      .redirect(path, 303);
  }

  const hasAccess = (request: FastifyRequest, project: Project) =>
    projectAccess.hasAccess(project.id, readCookie(request, accessCookieName));

  return {
    /** `GET /projects/:slug` of a protected project. */
    async page(request: FastifyRequest, reply: FastifyReply, project: Project) {
      const share = (request.query as { share?: unknown } | undefined)?.share;
      if (share !== undefined) {
        const grant = isShareToken(share) ? await projectAccess.openLink(project.id, share) : undefined;
        if (grant) return grantAccess(reply, project, grant);
        return passwordPage(request, reply, project, 401, "linkClosed");
      }
      if (!(await hasAccess(request, project))) return passwordPage(request, reply, project, 401);
      const { protectedMedia } = await projectAccess.privateIndex();
      const html = privateMediaUrls(await renderFull(project), project.slug, protectedMedia);
      return reply
        .header("cache-control", "private, no-store")
        .header("x-robots-tag", "noindex")
        .type("text/html; charset=utf-8")
        .send(html);
    },

    /** `POST /projects/:slug/access`: the password form. */
    async tryPassword(request: FastifyRequest, reply: FastifyReply, project: Project) {
      try {
        await rateLimiter.consume(passwordTriesPerAddress, clientKey(request.ip));
        await rateLimiter.consume(passwordTriesPerProject, project.id);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
        for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
        return passwordPage(request, reply, project, 429, "tooMany");
      }
      const body = request.body as { password?: unknown } | undefined;
      const password = typeof body?.password === "string" ? body.password.slice(0, limits.passwordMax) : "";
      const grant = await projectAccess.tryPassword(project.id, password);
      if (!grant) return passwordPage(request, reply, project, 401, "wrongPassword");
      return grantAccess(reply, project, grant);
    },

    /** `GET /projects/:slug/media/:name`: one of the page's files, with access only. */
    async media(request: FastifyRequest, reply: FastifyReply, project: Project, name: string) {
      if (!storedNamePattern.test(name) || !(await hasAccess(request, project))) return reply.callNotFound();
      const { protectedMedia } = await projectAccess.privateIndex();
      if (!protectedMedia.has(mediaStem(name))) return reply.callNotFound();
      let bytes: Buffer;
      try {
        bytes = await app.services.media.store.read(name);
      } catch {
        return reply.callNotFound();
      }
      return reply
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .type(contentTypeOf(name))
        .send(bytes);
    },
  };
}
