import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Clock } from "#server/clock.ts";
import { runExclusive } from "#server/db/exclusive-jobs.ts";
import type { DB } from "#server/db/schema.ts";
import type { SiteConfigService } from "#server/features/site-config/site-config.service.ts";
import {
  type AnalyticsRange,
  addDays,
  analyticsLimits,
  dayOf,
  rollupMetrics as m,
  rangeDays,
  screenClass,
} from "#shared/analytics/rules.ts";
import type { AnalyticsBatch, AnalyticsEvent, AnalyticsReport } from "#shared/analytics/schema.ts";
import * as repo from "./analytics.repository.ts";
import type { AnalyticsEventTable } from "./analytics.table.ts";
import {
  type BeaconVisitor,
  type Bump,
  countEvent,
  countVisitor,
  eventRow,
  keyOf,
} from "./analytics-counting.ts";
import { buildReport } from "./analytics-report.ts";
import { CountryLookup } from "./country-lookup.ts";
import { parseAgent } from "./user-agent.ts";

export interface AnalyticsServiceDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Whether built-in analytics is on, and how long the daily figures are kept. */
  siteConfig: Pick<SiteConfigService, "get">;
  /** Project titles for the projects table (id → title). */
  projectTitles: () => Promise<Map<string, string>>;
  /** Post titles for the posts table (id → title). */
  postTitles: () => Promise<Map<string, string>>;
  /** The site's own address: a referrer on it is no source. */
  publicUrl: string;
  onWriteError: (error: unknown) => void;
  countries?: CountryLookup;
  /**
   * Whether `key` is seen for the first time in `windowMs`: a counter in the database (shared by every
   * instance, kept across restarts). A page view counts only then.
   */
  firstInWindow: (key: string, windowMs: number) => Promise<boolean>;
}

/** What the events route hands over: the client (used, then dropped) and the validated batch. */
export interface IncomingBatch {
  ip: string;
  userAgent: string;
  batch: AnalyticsBatch;
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/** How often buffered events are written, and how often old data is swept. */
export const analyticsFlushIntervalMs = 5_000;
const sweepIntervalMs = 3_600_000;

/**
 * Built-in, cookieless analytics (decision 064). A visitor is sha256(daily salt, address, agent)
 * truncated; the salt lives one day. Events are buffered in memory and written in batches with their
 * daily rollups; raw events are kept 30 days, the rollups as long as Site Config says.
 */
export function createAnalyticsService({
  db,
  clock,
  siteConfig,
  projectTitles,
  postTitles,
  publicUrl,
  onWriteError,
  countries = new CountryLookup(),
  firstInWindow,
}: AnalyticsServiceDeps) {
  const ownHost = (() => {
    try {
      return new URL(publicUrl).hostname.replace(/^www\./, "");
    } catch {
      return "";
    }
  })();

  interface Day {
    day: string;
    salt: string;
    seen: Set<string>;
  }
  let today: Day | undefined;
  let opening: Promise<Day> | undefined;
  const live = new Map<string, number>();
  let events: AnalyticsEventTable[] = [];
  let rollups = new Map<string, repo.RollupIncrement>();
  let writing: Promise<void> = Promise.resolve();
  let flushTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;

  /** Longer than a day, so the once-per-day key (which names its day) never opens a second window. */
  const visitorWindowMs = 26 * 3_600_000;
  const bump: Bump = (day, metric, key = "", count = 1) => {
    const id = repo.rollupId(day, metric, key);
    const row = rollups.get(id);
    if (row) row.count += count;
    else rollups.set(id, { day, metric, key, count });
  };

  /** Today's salt and visitors; a new day deletes every older salt first. */
  async function openDay(day: string): Promise<Day> {
    if (today?.day === day) return today;
    opening ??= (async () => {
      await repo.deleteSaltsBefore(db, day);
      await repo.insertSaltIfMissing(db, day, randomBytes(32).toString("hex"));
      const salt = await repo.findSalt(db, day);
      if (!salt) throw new Error("today's analytics salt could not be read back");
      const seen = new Set(await repo.visitorsOfDay(db, day));
      for (const event of events) if (event.day === day) seen.add(event.visitor);
      today = { day, salt, seen };
      return today;
    })().finally(() => {
      opening = undefined;
    });
    const opened = await opening;
    return opened.day === day ? opened : openDay(day);
  }

  async function writeBatch(): Promise<void> {
    if (events.length === 0 && rollups.size === 0) return;
    const batchEvents = events;
    const batchRollups = rollups;
    events = [];
    rollups = new Map();
    try {
      await db.transaction().execute(async (trx) => {
        await repo.insertEvents(trx, batchEvents);
        await repo.addRollups(trx, [...batchRollups.values()]);
      });
    } catch (error) {
      // Kept for the next batch rather than lost.
      events = [...batchEvents, ...events];
      for (const row of batchRollups.values()) bump(row.day, row.metric, row.key, row.count);
      onWriteError(error);
    }
  }

  const flush = (): Promise<void> => {
    writing = writing.then(writeBatch);
    return writing;
  };

  async function settings() {
    const { analytics } = await siteConfig.get();
    return analytics;
  }

  async function sweep(): Promise<void> {
    const now = clock();
    const day = dayOf(now);
    const { retentionMonths } = await settings();
    const keepFrom = new Date(now);
    keepFrom.setUTCMonth(keepFrom.getUTCMonth() - retentionMonths);
    // The retention deletes run on one instance at a time (decision 116).
    await runExclusive(db, "analytics-retention", async () => {
      await repo.deleteSaltsBefore(db, day);
      await repo.deleteEventsBefore(db, addDays(day, -analyticsLimits.rawEventDays + 1));
      await repo.deleteRollupsBefore(db, dayOf(keepFrom));
    });
    if (today && today.day !== day) today = undefined;
    const since = now.getTime() - analyticsLimits.liveMinutes * 60_000;
    for (const [visitor, at] of live) if (at < since) live.delete(visitor);
  }

  return {
    /** Counts one beacon's events for the client; the client's address is used here and dropped. */
    async record({ ip, userAgent, batch }: IncomingBatch): Promise<void> {
      const now = clock();
      const day = dayOf(now);
      const { salt, seen } = await openDay(day);
      const visitor = createHash("sha256")
        .update(salt)
        .update("\0")
        .update(ip)
        .update("\0")
        .update(userAgent)
        .digest("hex")
        .slice(0, 16);
      const who: BeaconVisitor = {
        day,
        at: now.toISOString(),
        visitor,
        agent: parseAgent(userAgent),
        screen: screenClass(batch.w),
        country: (await countries.lookup(ip)) ?? "unknown",
        ownHost,
      };
      live.set(visitor, now.getTime());

      // At most `viewsPerBeacon` views per beacon, each once per visitor per page per window (issue 28).
      const views = batch.e.filter((event) => event.n === "view").slice(0, analyticsLimits.viewsPerBeacon);
      const counted = new Set<AnalyticsEvent>();
      for (const view of views) {
        const key = `analytics-view:${visitor}:${keyOf(view.u) || "/"}`;
        if (await firstInWindow(key, analyticsLimits.viewWindowMinutes * 60_000)) counted.add(view);
      }
      // A visitor new to this instance may have been counted by another one today: the shared
      // once-per-day counter decides (decision 116).
      const newHere = !seen.has(visitor);
      seen.add(visitor);
      if (newHere && (await firstInWindow(`analytics-visitor:${day}:${visitor}`, visitorWindowMs)))
        countVisitor(
          bump,
          batch.e.find((event) => event.n === "view"),
          who,
        );

      for (const event of batch.e) {
        if (event.n === "view" && !counted.has(event)) continue;
        countEvent(bump, event, who);
        events.push(eventRow(randomUUID(), event, who));
      }
    },

    /** A non-spam contact message was stored: one conversion today (when analytics is on). */
    async recordContact(): Promise<void> {
      if (!(await settings()).builtIn) return;
      bump(dayOf(clock()), m.contact);
    },

    /** Events counted but not written yet. */
    get pending(): number {
      return events.length + rollups.size;
    },

    flush,

    sweep,

    start(intervalMs = analyticsFlushIntervalMs): void {
      this.stop();
      flushTimer = setInterval(() => void flush(), intervalMs);
      flushTimer.unref();
      sweepTimer = setInterval(() => void sweep().catch(onWriteError), sweepIntervalMs);
      sweepTimer.unref();
      void sweep().catch(onWriteError);
    },

    async stop(): Promise<void> {
      clearInterval(flushTimer);
      clearInterval(sweepTimer);
      flushTimer = undefined;
      sweepTimer = undefined;
      await flush();
    },

    /** Unique visitors (summed per day: a visitor cannot be followed across days) of the last `days`. */
    async visitors(days: number): Promise<number> {
      await flush();
      const day = dayOf(clock());
      return repo.sumMetric(db, m.visitors, addDays(day, -days + 1), day);
    },

    /** Every figure of the Analytics tab for one range; `whole`: every key of every list (the CSV). */
    async report(
      range: AnalyticsRange,
      custom?: { from?: string; to?: string },
      options?: { whole?: boolean },
    ): Promise<AnalyticsReport> {
      await flush();
      const now = clock();
      const { from, to } = rangeDays(range, dayOf(now), custom);
      const [sums, series, titles, postTitlesById, { builtIn }] = await Promise.all([
        repo.sumRollups(db, from, to),
        repo.dailySeries(db, from, to, [m.views, m.visitors]),
        projectTitles(),
        postTitles(),
        settings(),
      ]);
      // Live: this instance's visitors, and every instance's written events (decision 116).
      const since = now.getTime() - analyticsLimits.liveMinutes * 60_000;
      const sinceAt = new Date(since);
      const recent = new Set(
        await repo.visitorsSince(db, [...new Set([dayOf(sinceAt), dayOf(now)])], sinceAt.toISOString()),
      );
      for (const [visitor, at] of live) if (at >= since) recent.add(visitor);
      const liveVisitors = recent.size;
      return buildReport(
        { range, from, to, sums, series, titles, postTitles: postTitlesById, enabled: builtIn, liveVisitors },
        options,
      );
    },

    /** Deletes every event, daily figure and salt; today's visitors start from zero. */
    async erase(): Promise<void> {
      await flush();
      events = [];
      rollups = new Map();
      live.clear();
      today = undefined;
      await repo.eraseAnalytics(db);
    },
  };
}
