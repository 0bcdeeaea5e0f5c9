import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { invalid, unsupportedMediaType } from "#server/errors.ts";
import { requireOwner } from "#server/features/auth/require-owner.ts";
import { MediaService } from "./media.service.ts";
import { mediaLimits, mediaMessages } from "./media-limits.ts";

const uploadSchema = z.object({
  id: z.string(),
  kind: z.enum(["image", "video"]),
  url: z.string(),
  mimeType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  srcset: z.string().nullable(),
});

/** `POST /api/media` (owner, multipart, one file in any field): stores an image or a video. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new MediaService(app.db, app.config.dataDir);
  await service.ensureDir();
  await app.register(multipart, {
    limits: { fileSize: mediaLimits.videoBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });

  app.post(
    "/media",
    { onRequest: requireOwner, schema: { response: { 201: uploadSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw unsupportedMediaType(mediaMessages.notMultipart);
      const file = await request.file();
      if (!file) throw invalid(mediaMessages.noFile);
      return reply.code(201).send(await service.upload(file.file));
    },
  );
};
