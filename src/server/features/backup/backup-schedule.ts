import type { FastifyBaseLogger } from "fastify";
import type { BackupService } from "./backup.service.ts";

/** The next time, after `now`, that the local clock shows `hour`:00. */
export function nextNightlyRun(now: Date, hour: number): Date {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

/**
 * Takes a backup every night at BACKUP_HOUR (local time) and keeps the newest BACKUP_KEEP; a failed run
 * is logged and the next night's still happens. Answers a function that stops the schedule.
 */
export function scheduleNightlyBackups(
  service: { nightly(): Promise<Awaited<ReturnType<BackupService["nightly"]>> | undefined> },
  options: { hour: number; log: FastifyBaseLogger; now?: () => Date },
): () => void {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    const delay = nextNightlyRun(now(), options.hour).getTime() - now().getTime();
    timer = setTimeout(run, delay);
    timer.unref();
  };
  const run = async () => {
    try {
      const result = await service.nightly();
      if (!result) options.log.info("nightly backup taken by another instance");
      else
        options.log.info(
          { backup: result.backup.name, bytes: result.backup.bytes, pruned: result.pruned },
          "nightly backup written",
        );
    } catch (error) {
      options.log.error({ err: error }, "nightly backup failed");
    }
    plan();
  };
  plan();
  return () => clearTimeout(timer);
}
