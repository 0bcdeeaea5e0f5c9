import type { FastifyInstance } from "fastify";
import { runOncePerPeriod } from "#server/db/exclusive-jobs.ts";

const checkEveryMs = 3_600_000;

/**
 * Runs `work` once per UTC day across every instance (the day is claimed under the job's advisory lock,
 * `runOncePerPeriod`, decision 116), checked when the server is ready and hourly after. `done` tells the
 * log what it did; a failure is logged as `failure` and tried again the next hour. Not in test mode: the
 * suites run the work by hand.
 */
export function scheduleDailyJob<T>(
  app: FastifyInstance,
  job: { name: string; failure: string; done: (result: T) => void },
  work: () => Promise<T>,
): void {
  const run = async () => {
    try {
      const day = new Date().toISOString().slice(0, 10);
      const result = await runOncePerPeriod(app.db, job.name, day, work);
      if (result !== undefined) job.done(result);
    } catch (error) {
      app.log.error({ err: error }, job.failure);
    }
  };
  runWhileServing(app, checkEveryMs, run);
}

/**
 * Runs `run` when the server is ready and every `everyMs` after, until it closes (a job's own errors are
 * its to handle). Not in test mode: the suites run the work by hand.
 */
export function runWhileServing(app: FastifyInstance, everyMs: number, run: () => Promise<unknown>): void {
  if (app.config.mode === "test") return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    void run();
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
