import { createHash } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { invalid, payloadTooLarge, unsupportedMediaType } from "#server/errors.ts";
import { savedBy } from "#server/features/history/saved-by.ts";
import { route } from "#server/http/route.ts";
import { jsonResumeEndpoints as api } from "#shared/json-resume/endpoints.ts";
import { linkedinArchiveMaxBytes, jsonResumeMessages as messages } from "#shared/json-resume/schema.ts";
import { resumeJsonPath } from "#shared/resume/rules.ts";
import { linkedinResume } from "./linkedin-archive.ts";

const bodyLimit = 2 * 1024 * 1024;

/** The site as a résumé.json, and a résumé.json previewed and imported into the site (decision 144). */
export async function jsonResumeRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.jsonResume;
  await app.register(multipart, {
    limits: { fileSize: linkedinArchiveMaxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  // The public résumé.json, when the owner publishes it; else the same 404 as any unknown address.
  app.get(resumeJsonPath, async (request, reply) => {
    if (!(await app.services.resume.publishesJson())) return reply.callNotFound();
    const body = `${JSON.stringify(await service.export(), null, 2)}\n`;
    const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
    reply.header("cache-control", "no-cache").header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(body);
  });

  route(app, api.export, { access: "editor" }, async (_request, reply) => {
    const resume = await service.export();
    reply.header("content-disposition", 'attachment; filename="resume.json"');
    return resume;
  });

  // A read sent as a POST (the file is the body): nothing is written.
  route(
    app,
    api.preview,
    { access: "owner", bodyLimit, effects: { audit: null, changesPage: false } },
    async (request) => service.preview(request.body.resume),
  );

  route(
    app,
    api.linkedin,
    { access: "owner", effects: { audit: null, changesPage: false } },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType(messages.notMultipart);
      const file = await request.file();
      if (!file) throw invalid(messages.noArchive);
      const bytes = await file.toBuffer().catch((error: unknown) => {
        const tooLarge = (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE";
        throw tooLarge ? payloadTooLarge(messages.archiveTooLarge) : error;
      });
      const resume = linkedinResume(bytes);
      return { resume, preview: await service.preview(resume) };
    },
  );

  route(
    app,
    api.import,
    {
      access: "owner",
      bodyLimit,
      effects: {
        audit: {
          area: "resume",
          summary: ({ body }) => `Imported a résumé.json (${body.items.length} changes)`,
        },
        changesPage: true,
      },
    },
    async (request) => {
      const result = await service.import(request.body.resume, request.body.items, savedBy(request));
      // What runs on every response reads the configuration the import may have changed.
      app.liveSiteConfig.set(await app.services.siteConfig.get());
      return result;
    },
  );

  route(
    app,
    api.undo,
    {
      access: "owner",
      effects: {
        audit: { area: "resume", summary: () => "Undid a résumé import" },
        changesPage: true,
      },
    },
    async (request) => {
      const result = await service.undo(request.body, savedBy(request));
      app.liveSiteConfig.set(await app.services.siteConfig.get());
      return result;
    },
  );
}
