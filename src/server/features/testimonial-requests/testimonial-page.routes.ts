import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "#server/errors.ts";
import { clientKey, type LimitRule } from "#server/features/auth/rate-limiter.ts";
import { mediaLimits } from "#server/features/media/media-limits.ts";
import { siteTexts } from "#server/features/site-config/site-texts.ts";
import { sendServerError } from "#server/pages/error-page.ts";
import { headTags } from "#server/pages/head-tags.ts";
import type { PageRenderer } from "#server/pages/page-renderer.ts";
import { renderPage } from "#server/pages/render-page.ts";
import { themeStyle } from "#server/pages/theme-style.ts";
import { feedbackLimits } from "#shared/feedback/rules.ts";
import type { SiteConfig } from "#shared/site-config/schema.ts";
import { testimonialPagePrefix } from "#shared/testimonial-requests/rules.ts";
import type { TextKey } from "#shared/texts/catalogue.ts";
import { fillText } from "#shared/texts/fill.ts";
import { emptyForm } from "./testimonial-check.ts";
import { readTestimonialForm } from "./testimonial-form-read.ts";
import { type FormView, renderTestimonialForm, renderTestimonialNote } from "./testimonial-page.tsx";
import { testimonialPageCss } from "./testimonial-page-style.ts";
import type { LinkState } from "./testimonial-submit.ts";

/** The contact form's limit per client address, counted apart for this form. */
export const testimonialPerIp: LimitRule = {
  name: "testimonial:ip",
  max: feedbackLimits.ratePerWindow,
  windowMs: feedbackLimits.rateWindowMs,
  message: () => "Too many testimonials from your address. Please try again in a few minutes.",
};

const closedPages: Record<
  Exclude<LinkState, "open">,
  { status: number; title: TextKey; message: TextKey }
> = {
  unknown: { status: 404, title: "testimonialForm.invalidTitle", message: "testimonialForm.invalidMessage" },
  expired: { status: 410, title: "testimonialForm.expiredTitle", message: "testimonialForm.expiredMessage" },
  revoked: { status: 410, title: "testimonialForm.revokedTitle", message: "testimonialForm.revokedMessage" },
  used: { status: 410, title: "testimonialForm.usedTitle", message: "testimonialForm.usedMessage" },
};

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;
type PageHandler = (request: TokenRequest, reply: FastifyReply) => Promise<unknown>;

/** A page that could not be made is the error page (500, or 503 without the database), never a JSON body. */
const asPage =
  (handler: PageHandler): PageHandler =>
  async (request, reply) => {
    try {
      return await handler(request, reply);
    } catch (error) {
      return sendServerError(request, reply, error);
    }
  };

/** A refusal of the body itself (too many parts, a field too large): only a hand-made post meets one. */
const isBodyRefusal = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
};

/**
 * `GET /testimonial/:token`: the client's form, server-rendered in the site's language and theme,
 * working without JavaScript; `POST` the same address: the form sent (multipart, with an optional
 * photo, or URL-encoded), answered with the thank-you page or the form again with its errors. Never
 * cached, never indexed; a link that is unknown, expired, revoked or used gets a page saying so.
 */
export function registerTestimonialPages(
  app: FastifyInstance,
  { renderer }: { renderer: PageRenderer },
): void {
  // A plugin of its own: the form parsers below apply to these two routes alone.
  void app.register((scope) => testimonialPages(scope, renderer));
}

async function testimonialPages(app: FastifyInstance, renderer: PageRenderer): Promise<void> {
  const { testimonialRequests: service, rateLimiter, siteConfig, media } = app.services;
  await app.register(multipart, {
    limits: { fileSize: mediaLimits.imageBytes, files: 1, fields: 12, parts: 13, fieldSize: 16 * 1024 },
  });
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function send(
    reply: FastifyReply,
    request: FastifyRequest,
    status: number,
    title: string,
    appHtml: string,
    config: SiteConfig,
  ) {
    const head =
      headTags({ title: `${title} · ${config.site.title}`, description: title, noIndex: true }) +
      themeStyle(config, []) +
      `<style>${testimonialPageCss}</style>`;
    const html = await renderPage(renderer, request.url, "static", {
      head,
      appHtml,
      language: config.site.language,
    });
    return reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html);
  }

  function note(
    request: FastifyRequest,
    reply: FastifyReply,
    config: SiteConfig,
    state: Exclude<LinkState, "open"> | "thanks",
  ) {
    const texts = siteTexts(config);
    const name = config.site.author.trim() || config.site.title;
    const page =
      state === "thanks"
        ? {
            status: 200,
            title: "testimonialForm.thanksTitle" as const,
            message: "testimonialForm.thanksMessage" as const,
          }
        : closedPages[state];
    const title = texts[page.title];
    const appHtml = renderTestimonialNote({
      title,
      message: fillText(texts[page.message], { name }),
      home: texts["testimonialForm.visitSite"],
      tone: state === "thanks" ? "done" : "closed",
    });
    return send(reply, request, page.status, title, appHtml, config);
  }

  function form(
    request: FastifyRequest,
    reply: FastifyReply,
    config: SiteConfig,
    status: number,
    view: Omit<FormView, "texts" | "owner">,
  ) {
    const texts = siteTexts(config);
    const owner = config.site.author.trim() || config.site.title;
    const title = fillText(texts["testimonialForm.title"], { name: owner });
    return send(reply, request, status, title, renderTestimonialForm({ ...view, texts, owner }), config);
  }

  app.get(
    `${testimonialPagePrefix}:token`,
    asPage(async (request, reply) => {
      const config = await siteConfig.get();
      const { state, request: asked } = await service.open(request.params.token);
      if (state !== "open" || !asked)
        return note(request, reply, config, state === "open" ? "unknown" : state);
      const fresh = { ...emptyForm(), started: service.formStamp(request.params.token) };
      return form(request, reply, config, 200, {
        clientName: asked.clientName,
        message: asked.message,
        form: fresh,
        errors: {},
      });
    }),
  );

  app.post(
    `${testimonialPagePrefix}:token`,
    asPage(async (request, reply) => {
      const { token } = request.params;
      const config = await siteConfig.get();
      const { state, request: asked } = await service.open(token);
      if (state !== "open" || !asked)
        return note(request, reply, config, state === "open" ? "unknown" : state);
      const base = { clientName: asked.clientName, message: asked.message };
      try {
        // Counted before the body is read: every attempt, valid or not, is one.
        await rateLimiter.consume(testimonialPerIp, clientKey(request.ip));
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 429) throw error;
        for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
        const fresh = { ...emptyForm(), started: service.formStamp(token) };
        return form(request, reply, config, 429, {
          ...base,
          form: fresh,
          errors: {},
          notice: siteTexts(config)["testimonialForm.tooMany"],
        });
      }
      let read: Awaited<ReturnType<typeof readTestimonialForm>>;
      try {
        read = await readTestimonialForm(request, media);
      } catch (error) {
        if (!isBodyRefusal(error)) throw error;
        const fresh = { ...emptyForm(), started: service.formStamp(token) };
        const notice = siteTexts(config)["testimonialForm.errorSummary"];
        return form(request, reply, config, 400, { ...base, form: fresh, errors: {}, notice });
      }
      const result = await service.submit(token, read.form, read.photo);
      if (result.kind === "thanks") return note(request, reply, config, "thanks");
      if (result.kind === "closed") return note(request, reply, config, result.state);
      const kept = { ...read.form, started: read.form.started || service.formStamp(token) };
      return form(request, reply, config, 400, {
        ...base,
        form: kept,
        errors: result.errors,
        photoAgain: read.photoChosen,
      });
    }),
  );
}
