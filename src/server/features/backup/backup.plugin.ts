import type { FastifyInstance } from "fastify";
import { runOncePerPeriod } from "#server/db/exclusive-jobs.ts";
import { backupRoutes } from "./backup.routes.ts";
import { scheduleNightlyBackups } from "./backup-schedule.ts";
import { leftoverSweep, sweepLeftovers } from "./leftovers.ts";

/**
 * Backups inside the server: the owner's routes, the sweep of temporary files a crash left behind (at
 * start, then every 15 minutes for those untouched for an hour) and, outside the test suites, the
 * nightly backup (BACKUP_KEEP=0 turns it off).
 */
export async function backupFeature(app: FastifyInstance): Promise<void> {
  await app.register(backupRoutes);
  const sweep = async (olderThanMs: number) => {
    const removed = await sweepLeftovers(app.config.dataDir, app.config.backup.dir, olderThanMs).catch(
      (error: unknown) => {
        app.log.error({ err: error }, "could not sweep temporary files");
        return [];
      },
    );
    if (removed.length > 0) app.log.warn({ removed }, "removed temporary files left by an interrupted run");
  };
  // The Overview's backup warning, also in the log: at start and every hour while it holds.
  const checkBackups = async () => {
    const warning = await app.services.backup.warning().catch(() => null);
    if (warning) app.log.warn({ backupWarning: warning }, "backups need attention");
  };
  let sweepTimer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    await sweep(0);
    await checkBackups();
    let round = 0;
    sweepTimer = setInterval(() => {
      void sweep(leftoverSweep.olderThanMs);
      if (++round % 4 === 0) void checkBackups();
    }, leftoverSweep.everyMs);
    sweepTimer.unref();
  });
  app.addHook("onClose", async () => clearInterval(sweepTimer));
  const { keep, hour } = app.config.backup;
  if (app.config.mode !== "test" && keep > 0) {
    // Once per night whichever instances run: the night's date is claimed under an advisory lock.
    const nightly = () =>
      runOncePerPeriod(app.db, "nightly-backup", localDay(new Date()), () => app.services.backup.nightly());
    const stop = scheduleNightlyBackups({ nightly }, { hour, log: app.log });
    app.addHook("onClose", async () => stop());
  }
}

/** The local calendar day of `date` (the nightly schedule is in local time). */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
