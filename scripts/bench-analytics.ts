// `npm run bench:analytics`: one year of built-in analytics at 10,000 visits a day, seeded as the daily
// rollups the service writes (bulk inserts), then the owner's report timed for every range: it must
// answer in under 200 ms. Also counts one day of beacons through the real service (hashing, parsing,
// batched writes) and prints its rate. SQLite always; PostgreSQL too when TEST_DATABASE_URL is set.
import { performance } from "node:perf_hooks";
import { migrateToLatest } from "#server/db/migrate.ts";
import { addRollups } from "#server/features/analytics/analytics.repository.ts";
import { createAnalyticsService } from "#server/features/analytics/analytics.service.ts";
import { createRateLimiter } from "#server/features/auth/rate-limiter.ts";
import { type AnalyticsRange, addDays } from "#shared/analytics/rules.ts";
import { defaultSiteConfig } from "#shared/site-config/schema.ts";
import { createTestDatabase } from "#test/test-database.ts";
import { dayRollups, visitsPerDay } from "./bench/analytics-year.ts";

const days = 365;
const budgetMs = 200;
const today = "2026-06-30";
const now = () => new Date(`${today}T12:00:00Z`);

async function bench(dialect: "sqlite" | "postgres") {
  const test = await createTestDatabase(dialect);
  const db = test.database.db;
  try {
    await migrateToLatest(db);
    let started = performance.now();
    let figures = 0;
    for (let i = 0; i < days; i++) {
      const rows = dayRollups(addDays(today, -i), i);
      figures += rows.length;
      await addRollups(db, rows);
    }
    console.log(
      `[${dialect}] seeded ${days} days × ${visitsPerDay.toLocaleString()} visits: ${figures.toLocaleString()} daily figures in ${Math.round(performance.now() - started)} ms`,
    );

    const service = createAnalyticsService({
      db,
      clock: now,
      siteConfig: { get: async () => defaultSiteConfig },
      projectTitles: async () =>
        new Map(Array.from({ length: 12 }, (_, p) => [`project-${p}`, `Project ${p}`])),
      postTitles: async () => new Map(),
      publicUrl: "https://folio.example",
      onWriteError: (error) => console.error(error),
      firstInWindow: (key, windowMs) => createRateLimiter({ db, clock: now }).first(key, windowMs),
    });
    let worst = 0;
    for (const range of ["today", "7d", "30d", "12m"] as AnalyticsRange[]) {
      await service.report(range);
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        started = performance.now();
        await service.report(range);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const median = times[2] ?? 0;
      worst = Math.max(worst, times.at(-1) ?? 0);
      console.log(
        `[${dialect}] GET /api/admin/analytics?range=${range}: median ${median.toFixed(1)} ms, worst ${(times.at(-1) ?? 0).toFixed(1)} ms`,
      );
    }

    // One day of beacons through the service: hashing, parsing, country lookup, batched writes.
    const beacons = visitsPerDay;
    const agents = [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0",
    ];
    const rssBefore = process.memoryUsage().rss;
    started = performance.now();
    for (let i = 0; i < beacons; i++) {
      await service.record({
        ip: `${(i % 200) + 20}.${(i >> 8) % 256}.${i % 256}.${(i * 7) % 256}`,
        userAgent: agents[i % agents.length] as string,
        batch: {
          w: 390 + (i % 3) * 600,
          e: [
            { n: "view", u: "/", r: "https://news.example/" },
            { n: "card_seen", p: "project-1" },
            { n: "section", s: "about" },
          ],
        },
      });
      if (i % 1000 === 999) await service.flush();
    }
    await service.flush();
    const elapsed = performance.now() - started;
    console.log(
      `[${dialect}] ${beacons.toLocaleString()} beacons (3 events each) counted and written in ${Math.round(elapsed)} ms (${Math.round(beacons / (elapsed / 1000)).toLocaleString()} a second); RSS +${Math.round((process.memoryUsage().rss - rssBefore) / 1048576)} MB (country data loaded on the first)`,
    );
    await service.stop();
    return worst;
  } finally {
    await test.drop();
  }
}

let failed = false;
const dialects: ("sqlite" | "postgres")[] = process.env.TEST_DATABASE_URL
  ? ["sqlite", "postgres"]
  : ["sqlite"];
for (const dialect of dialects) {
  const worst = await bench(dialect);
  if (worst > budgetMs) {
    console.error(`[${dialect}] the report took ${worst.toFixed(1)} ms: over the ${budgetMs} ms budget`);
    failed = true;
  }
}
console.log(failed ? "Analytics report: OVER BUDGET" : `Analytics report: every range under ${budgetMs} ms`);
process.exit(failed ? 1 : 0);
