import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { AppError, invalid, payloadTooLarge, unsupportedMediaType } from "#server/errors.ts";
import { route } from "#server/http/route.ts";
import { backupEndpoints as api } from "#shared/backup/endpoints.ts";
import { maxRestoreUploadBytes } from "#shared/backup/schema.ts";
import { BackupError } from "./backup-manifest.ts";

/**
 * The owner's backups: `GET /api/admin/backups` lists BACKUP_DIR, `GET /api/admin/backup` takes a backup
 * and downloads it, `POST /api/admin/restore?confirm=replace` (multipart, one file) takes a safety backup
 * and replaces the site with the uploaded one, all or nothing.
 */
export async function backupRoutes(app: FastifyInstance): Promise<void> {
  const { backup: service, siteConfig } = app.services;
  await app.register(multipart, {
    limits: { fileSize: maxRestoreUploadBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  route(app, api.list, { access: "owner" }, async () => ({
    items: await service.list(),
    directory: service.backupDir,
  }));

  route(app, api.download, { access: "owner" }, async (_request, reply) => {
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

  route(
    app,
    api.restore,
    {
      access: "owner",
      effects: {
        audit: { area: "backup", summary: () => "Restored the site from a backup" },
        changesPage: true,
      },
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
        app.liveSiteConfig.set(await siteConfig.get());
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
}
