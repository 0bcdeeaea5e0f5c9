import type { FastifyInstance } from "fastify";
import { runWhileServing } from "#server/daily-job.ts";
import { savedBy } from "#server/features/history/saved-by.ts";
import { route } from "#server/http/route.ts";
import { scheduleEndpoints as api } from "#shared/schedule/endpoints.ts";
import type { ScheduleInput } from "#shared/schedule/schema.ts";
import type { ScheduleService } from "./schedule.service.ts";

/** How often the job looks for what is due: a change goes live within this of its time. */
const checkEveryMs = 30_000;

/**
 * One run of the job: what is due is applied, and every instance's pages follow. Answers how many
 * changes were applied; a failure is logged and tried again at the next run.
 */
export async function applyDueChanges(
  app: FastifyInstance,
  schedule: ScheduleService = app.services.schedule,
): Promise<number> {
  try {
    const { applied, failed } = await schedule.runDue();
    if (applied > 0) {
      app.log.info({ applied }, "scheduled changes applied");
      await app.changes.publish("page");
    }
    if (failed > 0) app.log.warn({ failed }, "scheduled changes not applied yet; trying again");
    return applied;
  } catch (error) {
    app.log.error({ err: error }, "could not apply the scheduled changes");
    return 0;
  }
}

/**
 * Wake-ups at a change's time, so it goes live on time rather than at the next regular look: `wakeAt`
 * arms one when the time comes before that look (a later one is armed by the look just before it).
 * A time already past arms nothing: the regular look retries what could not be applied. Not in test
 * mode, like the regular look.
 */
function onTimeWakeUps(app: FastifyInstance, run: () => Promise<unknown>) {
  const timers = new Set<NodeJS.Timeout>();
  app.addHook("onClose", async () => {
    for (const timer of timers) clearTimeout(timer);
  });
  return (dueAt: string | null | undefined): void => {
    if (!dueAt || app.config.mode === "test") return;
    const wait = Date.parse(dueAt) - Date.now();
    if (!(wait > 0 && wait < checkEveryMs)) return;
    // A little after the instant: the job compares the time with `>=`, on this same clock.
    const timer = setTimeout(() => {
      timers.delete(timer);
      void run();
    }, wait + 25);
    timer.unref();
    timers.add(timer);
  };
}

const summary = ({ body }: { body: ScheduleInput }) =>
  body.dueAt === null
    ? `Cancelled a ${body.kind} going ${body.action === "publish" ? "live" : "offline"} on a schedule`
    : `Scheduled a ${body.kind} to go ${body.action === "publish" ? "live" : "offline"}`;

/**
 * Publishing on a schedule (decision 150): editors list and set what goes live or offline when, and
 * every instance looks for what is due every 30 seconds and once when it is ready (catching up on what
 * fell due while it was down), and wakes at the time of a change due before its next look; one applies
 * it at a time, and a page change follows. Not in test mode:
 * the suites run `services.schedule.runDue()` with a clock they move.
 */
export async function scheduleFeature(app: FastifyInstance): Promise<void> {
  const schedule = app.services.schedule;
  const listed = async () => ({
    items: await schedule.list(),
    timeZone: app.liveSiteConfig.get().site.timeZone,
  });

  const look = async () => {
    await applyDueChanges(app, schedule);
    wakeAt(await schedule.nextDueAt().catch(() => undefined));
  };
  const wakeAt = onTimeWakeUps(app, look);

  route(app, api.list, { access: "editor" }, listed);
  route(
    app,
    api.set,
    { access: "editor", effects: { audit: { area: "schedule", summary }, changesPage: false } },
    async (request) => {
      await schedule.set(request.body, savedBy(request));
      wakeAt(request.body.dueAt);
      return listed();
    },
  );

  runWhileServing(app, checkEveryMs, look);
}
