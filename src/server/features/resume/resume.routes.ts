import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { invalid, unsupportedMediaType } from "#server/errors.ts";
import { savedBy } from "#server/features/history/saved-by.ts";
import { route } from "#server/http/route.ts";
import { etagMatches } from "#server/http/send-prepared.ts";
import { resumeEndpoints as api } from "#shared/resume/endpoints.ts";
import { resumeFileName, resumeMessages, resumePdfPath, resumeUploadMaxBytes } from "#shared/resume/rules.ts";
import { resumeOptionsSchema } from "#shared/resume/schema.ts";

/** Latin letters that do not decompose into a base letter and an accent. */
const plainLetters: Record<string, string> = {
  ł: "l",
  Ł: "L",
  ø: "o",
  Ø: "O",
  đ: "d",
  Đ: "D",
  ß: "ss",
  æ: "ae",
  Æ: "AE",
  œ: "oe",
  Œ: "OE",
  þ: "th",
  Þ: "Th",
};

/** `filename="Zoe-Lukasiewicz-Resume.pdf"` (ASCII, accents dropped) with the exact name in `filename*`. */
export function attachmentHeader(name: string): string {
  const exact = resumeFileName(name);
  const ascii = resumeFileName(
    name
      .replace(/[łŁøØđĐßæÆœŒþÞ]/g, (letter) => plainLetters[letter] ?? letter)
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^\x20-\x7e]/g, " "),
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(exact)}`;
}

const changesResume = (summary: string) => ({
  audit: { area: "resume", summary: () => summary },
  // The menu's résumé link and the generated PDF follow the page's cache.
  changesPage: true,
});

/**
 * `GET /resume.pdf` (the file visitors get, as ready bytes with an ETag) and the Résumé panel's API:
 * its state, its options, the uploaded PDF, and the generated PDF with unsaved options.
 */
export async function resumeRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.resume;
  await app.register(multipart, {
    limits: { fileSize: resumeUploadMaxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.get(resumePdfPath, { compress: false }, async (request, reply) => {
    const file = await service.current();
    reply
      .header("cache-control", "no-cache")
      .header("etag", file.etag)
      .header("content-type", "application/pdf")
      .header("content-disposition", attachmentHeader(file.name));
    if (etagMatches(request.headers["if-none-match"], file.etag)) return reply.code(304).send();
    return reply.send(file.bytes);
  });

  route(app, api.get, { access: "editor" }, async () => service.state());

  route(
    app,
    api.update,
    { access: "editor", effects: changesResume("Changed the résumé") },
    async (request) => {
      const { version, ...options } = request.body;
      return service.saveOptions(options, savedBy(request), version);
    },
  );

  route(
    app,
    api.upload,
    { access: "editor", effects: changesResume("Uploaded a résumé PDF") },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType(resumeMessages.notMultipart);
      const file = await request.file();
      if (!file) throw invalid(resumeMessages.noFile);
      return service.upload(file.file, file.filename, savedBy(request));
    },
  );

  route(
    app,
    api.removeUpload,
    { access: "editor", effects: changesResume("Removed the uploaded résumé") },
    async (request) => service.removeUpload(savedBy(request)),
  );

  route(app, api.preview, { access: "editor" }, async (request, reply) => {
    const options = parseOptions(request.query.options);
    const bytes = await service.preview(options);
    const { name } = await service.model(options);
    return reply
      .header("cache-control", "no-store")
      .header("content-type", "application/pdf")
      .header("content-disposition", attachmentHeader(name))
      .send(bytes);
  });
}

/** `?options=` as JSON résumé options (the saved ones' shape); a bad value is a 400 with the schema's words. */
export function parseOptions(text: string | undefined) {
  let value: unknown = {};
  try {
    value = text ? JSON.parse(text) : {};
  } catch {
    throw invalid("options must be JSON");
  }
  const parsed = resumeOptionsSchema.safeParse(value);
  if (!parsed.success) throw invalid(parsed.error.issues.map((issue) => issue.message).join(", "));
  return parsed.data;
}
