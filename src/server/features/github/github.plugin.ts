import type { FastifyInstance } from "fastify";
import { scheduleDailyJob } from "#server/daily-job.ts";
import { githubRoutes } from "./github.routes.ts";

/** Who the project's History names for the daily job's saves. */
const dailyRefresh = { id: null, name: "Daily refresh from GitHub" };

/**
 * Import from GitHub's routes, and the daily refresh (decision 146): once per UTC day across every
 * instance (`scheduleDailyJob`), the projects that follow their repository are refreshed, and every
 * instance's page cache hears of it. The test suites run it by hand (`services.github.refresh`).
 */
export async function githubFeature(app: FastifyInstance): Promise<void> {
  await app.register(githubRoutes);
  scheduleDailyJob(
    app,
    {
      name: "github-daily-refresh",
      failure: "could not refresh the projects that follow GitHub",
      done: (result) => {
        if (result.error)
          app.log.warn({ error: result.error, retryAt: result.retryAt }, "GitHub refresh stopped");
      },
    },
    async () => {
      const result = await app.services.github.refresh({ daily: true, by: dailyRefresh });
      if (result.checked > 0) await app.changes.publish("page");
      return result;
    },
  );
}
