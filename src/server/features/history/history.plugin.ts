import type { FastifyInstance } from "fastify";
import { scheduleDailyJob } from "#server/daily-job.ts";
import { historyRoutes } from "./history.routes.ts";

/**
 * The History panels' routes, and the retention job (decision 138): once per UTC day across every
 * instance (`scheduleDailyJob`). The test suites run it by hand (`services.history.prune()`).
 */
export async function historyFeature(app: FastifyInstance): Promise<void> {
  await app.register(historyRoutes);
  scheduleDailyJob(
    app,
    {
      name: "history-retention",
      failure: "could not thin the old versions",
      done: ({ removed }) => {
        if (removed > 0) app.log.info({ removed }, "old versions thinned");
      },
    },
    () => app.services.history.prune(),
  );
}
