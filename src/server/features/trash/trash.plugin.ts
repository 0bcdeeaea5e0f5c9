import type { FastifyInstance } from "fastify";
import { runOncePerPeriod } from "#server/db/exclusive-jobs.ts";
import { trashRoutes } from "./trash.routes.ts";

const checkEveryMs = 3_600_000;

/**
 * The Trash's routes, and its daily purge (decision 142): once per UTC day across every instance
 * (`runOncePerPeriod`, decision 116), checked at start and hourly, what has been in the Trash for 30
 * days is deleted for good. The test suites run it by hand (`services.trash.purgeExpired()`).
 */
export async function trashFeature(app: FastifyInstance): Promise<void> {
  await app.register(trashRoutes);
  if (app.config.mode === "test") return;
  const purge = async () => {
    try {
      const day = new Date().toISOString().slice(0, 10);
      const result = await runOncePerPeriod(app.db, "trash-purge", day, () =>
        app.services.trash.purgeExpired(),
      );
      if (result && result.removed > 0) app.log.info({ removed: result.removed }, "old Trash emptied");
    } catch (error) {
      app.log.error({ err: error }, "could not empty the old Trash");
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    void purge();
    timer = setInterval(() => void purge(), checkEveryMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
