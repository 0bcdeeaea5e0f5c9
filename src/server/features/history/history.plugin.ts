import type { FastifyInstance } from "fastify";
import { runOncePerPeriod } from "#server/db/exclusive-jobs.ts";
import { historyRoutes } from "./history.routes.ts";

const checkEveryMs = 3_600_000;

/**
 * The History panels' routes, and the retention job (decision 138): once per UTC day across every
 * instance (the day is claimed under the job's advisory lock, decision 116), checked at start and
 * hourly. The test suites run it by hand (`services.history.prune()`).
 */
export async function historyFeature(app: FastifyInstance): Promise<void> {
  await app.register(historyRoutes);
  if (app.config.mode === "test") return;
  const prune = async () => {
    try {
      const day = new Date().toISOString().slice(0, 10);
      const result = await runOncePerPeriod(app.db, "history-retention", day, () =>
        app.services.history.prune(),
      );
      if (result && result.removed > 0) app.log.info({ removed: result.removed }, "old versions thinned");
    } catch (error) {
      app.log.error({ err: error }, "could not thin the old versions");
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    void prune();
    timer = setInterval(() => void prune(), checkEveryMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
