import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError, invalid, payloadTooLarge, unsupportedMediaType } from "#server/errors.ts";
import { requireOwner } from "#server/features/auth/require-owner.ts";
import { getSiteConfig } from "#server/features/site-config/site-config.service.ts";
import { backupListSchema, maxRestoreUploadBytes, restoreAnswerSchema } from "#shared/backup.ts";
import type { BackupService } from "./backup.service.ts";
import { BackupError } from "./backup-manifest.ts";

const restoreQuery = z.object({
  confirm: z.literal("replace", {
    error: "Confirm the restore (confirm=replace): it replaces the whole site.",
  }),
});

/**
 * The owner's backups: `GET /api/admin/backups` lists BACKUP_DIR, `GET /api/admin/backup` takes a backup
 * and downloads it, `POST /api/admin/restore?confirm=replace` (multipart, one file) takes a safety backup
 * and replaces the site with the uploaded one, all or nothing.
 */
export const backupRoutes: FastifyPluginAsyncZod<{ service: BackupService }> = async (app, { service }) => {
  await app.register(multipart, {
    limits: { fileSize: maxRestoreUploadBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.get(
    "/admin/backups",
    { onRequest: requireOwner, schema: { response: { 200: backupListSchema } } },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { items: await service.list(), directory: service.backupDir };
    },
  );

  app.get("/admin/backup", { onRequest: requireOwner }, async (_request, reply) => {
    const backup = await service.backup("download");
    const stream = createReadStream(backup.path);
    // The download's copy is not kept: BACKUP_DIR holds the nightly, manual and safety backups.
    stream.on("close", () => void rm(backup.path, { force: true }));
    return reply
      .header("content-type", "application/gzip")
      .header("content-disposition", `attachment; filename="${backup.name.replace("-download", "")}"`)
      .header("content-length", backup.bytes)
      .header("cache-control", "no-store")
      .send(stream);
  });

  app.post(
    "/admin/restore",
    {
      onRequest: requireOwner,
      schema: { querystring: restoreQuery, response: { 200: restoreAnswerSchema } },
    },
    async (request) => {
      if (!request.isMultipart()) throw unsupportedMediaType("Send the backup file as multipart/form-data.");
      const part = await request.file();
      if (!part) throw invalid("Choose a backup file to restore.");
      await mkdir(service.backupDir, { recursive: true, mode: 0o700 });
      const upload = join(service.backupDir, `.upload-${randomBytes(8).toString("hex")}`);
      try {
        await pipeline(part.file, createWriteStream(upload, { mode: 0o600 }));
        if (part.file.truncated) throw payloadTooLarge("The backup file is larger than a restore accepts.");
        const result = await service.restore({ file: upload, replace: true, safetyBackup: true });
        app.liveSiteConfig.set(await getSiteConfig(app.db));
        const { manifest } = result;
        return {
          restored: {
            createdAt: manifest.createdAt,
            folioVersion: manifest.folioVersion,
            rows: Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0),
            mediaFiles: Object.keys(manifest.media).length,
            upgraded: result.upgraded,
          },
          safetyBackup: result.safety?.name ?? null,
        };
      } catch (error) {
        if (error instanceof BackupError) throw new AppError(400, "validation_failed", error.message);
        throw error;
      } finally {
        await rm(upload, { force: true });
      }
    },
  );
};
