import type { FastifyInstance } from "fastify";
import { backupRoutes } from "./backup.routes.ts";
import { createBackupService } from "./backup.service.ts";
import { scheduleNightlyBackups } from "./backup-schedule.ts";

/**
 * Backups inside the server: the owner's routes under /api and, outside the test suites, the nightly
 * backup (BACKUP_KEEP=0 turns it off).
 */
export async function backupFeature(app: FastifyInstance): Promise<void> {
  const service = createBackupService({ config: app.config, database: { db: app.db, dialect: app.dialect } });
  await app.register(backupRoutes, { prefix: "/api", service });
  const { keep, hour } = app.config.backup;
  if (app.config.mode !== "test" && keep > 0) {
    const stop = scheduleNightlyBackups(service, { hour, log: app.log });
    app.addHook("onClose", async () => stop());
  }
}
