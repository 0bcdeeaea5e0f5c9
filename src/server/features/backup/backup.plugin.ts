import type { FastifyInstance } from "fastify";
import { backupRoutes } from "./backup.routes.ts";
import { scheduleNightlyBackups } from "./backup-schedule.ts";

/**
 * Backups inside the server: the owner's routes and, outside the test suites, the nightly backup
 * (BACKUP_KEEP=0 turns it off).
 */
export async function backupFeature(app: FastifyInstance): Promise<void> {
  await app.register(backupRoutes);
  const { keep, hour } = app.config.backup;
  if (app.config.mode !== "test" && keep > 0) {
    const stop = scheduleNightlyBackups(app.services.backup, { hour, log: app.log });
    app.addHook("onClose", async () => stop());
  }
}
