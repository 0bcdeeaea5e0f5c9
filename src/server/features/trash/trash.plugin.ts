import type { FastifyInstance } from "fastify";
import { scheduleDailyJob } from "#server/daily-job.ts";
import { trashRoutes } from "./trash.routes.ts";

/**
 * The Trash's routes, and its daily purge (decision 142): once per UTC day across every instance
 * (`scheduleDailyJob`), what has been in the Trash for 30 days is deleted for good. The test suites run
 * it by hand (`services.trash.purgeExpired()`).
 */
export async function trashFeature(app: FastifyInstance): Promise<void> {
  await app.register(trashRoutes);
  scheduleDailyJob(
    app,
    {
      name: "trash-purge",
      failure: "could not empty the old Trash",
      done: ({ removed }) => {
        if (removed > 0) app.log.info({ removed }, "old Trash emptied");
      },
    },
    () => app.services.trash.purgeExpired(),
  );
}
