import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { invalid, unsupportedMediaType } from "#server/errors.ts";
import { route } from "#server/http/route.ts";
import { mediaEndpoints as api } from "#shared/media/endpoints.ts";
import { mediaLimits, mediaMessages } from "./media-limits.ts";
import { storeReachable } from "./media-store.ts";

/**
 * `POST /api/media` (signed in, multipart, one file in any field): stores an image or a video.
 * `GET /api/media` (signed in): the media library, newest first (`?kind=image`).
 */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const service = app.services.media;
  await service.ensureDir();
  if (service.store.kind === "s3") {
    // Said once at start, without holding it up: uploads and /media/ fail until the bucket answers.
    void storeReachable(service.store, 5000).then((reachable) => {
      if (!reachable)
        app.log.warn(
          { mediaStore: service.store.where },
          "the media bucket does not answer (check MEDIA_STORE, S3_ENDPOINT and the AWS_* keys)",
        );
    });
  }
  await app.register(multipart, {
    limits: { fileSize: mediaLimits.videoBytes, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  });

  route(
    app,
    api.upload,
    // An upload alone changes nothing on the page until a project or section uses its URL.
    {
      access: "editor",
      effects: { audit: { area: "media", summary: () => "Uploaded a media file" }, changesPage: false },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType(mediaMessages.notMultipart);
      const file = await request.file();
      if (!file) throw invalid(mediaMessages.noFile);
      return service.upload(file.file);
    },
  );

  route(app, api.list, { access: "editor" }, async (request) => service.list(request.query.kind));
}
