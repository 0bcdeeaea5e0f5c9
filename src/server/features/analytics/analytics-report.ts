import {
  type AnalyticsRange,
  addDays,
  analyticsLimits,
  rollupMetrics as m,
} from "#shared/analytics/rules.ts";
import type { AnalyticsRanked, AnalyticsReport } from "#shared/analytics/schema.ts";

/** What the Analytics tab's report is made of: the range's summed rollups and daily series. */
export interface ReportInputs {
  range: AnalyticsRange;
  from: string;
  to: string;
  /** Every metric and key summed over the range (`key` "" is the metric's total). */
  sums: { metric: string; key: string; count: number }[];
  /** Views and visitors per day. */
  series: { day: string; metric: string; count: number }[];
  /** Project titles by id. */
  titles: Map<string, string>;
  /** Post titles by id. */
  postTitles: Map<string, string>;
  enabled: boolean;
  liveVisitors: number;
}

const noLinks = () => ({ live: 0, github: 0, codepen: 0 });

/** The `limit` most counted keys, and how many keys (and how much of the count) that leaves out. */
function ranked(map: Map<string, number> | undefined, limit: number): AnalyticsRanked {
  const all = [...(map ?? new Map<string, number>())]
    .map(([key, count]) => ({ key, count }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  const left = all.slice(limit);
  return {
    rows: all.slice(0, limit),
    more: { keys: left.length, count: left.reduce((sum, row) => sum + row.count, 0) },
  };
}

/** Every day of the range, with its views and visitors (0 on a day without any). */
function dailyPoints({ from, to, series }: ReportInputs) {
  const days = new Map<string, { day: string; visitors: number; views: number }>();
  for (let day = from; day <= to; day = addDays(day, 1)) days.set(day, { day, visitors: 0, views: 0 });
  for (const row of series) {
    const point = days.get(row.day);
    if (point) point[row.metric === m.views ? "views" : "visitors"] = row.count;
  }
  return [...days.values()];
}

/** A page source metric's counts (key `id|source`) by page id, then by source. */
function sourcesById(counts: Map<string, number> | undefined) {
  const byId = new Map<string, Map<string, number>>();
  for (const [key, count] of counts ?? []) {
    const cut = key.indexOf("|");
    if (cut <= 0) continue;
    const row = byId.get(key.slice(0, cut)) ?? new Map<string, number>();
    row.set(key.slice(cut + 1), count);
    byId.set(key.slice(0, cut), row);
  }
  return byId;
}

/** One row per project seen, opened, played or followed: most opened first. */
function projectRows(
  byMetric: Map<string, Map<string, number>>,
  titles: Map<string, string>,
  sourcesPerProject: number,
) {
  const projectIds = new Set<string>();
  for (const metric of [m.cardSeen, m.projectOpen, m.videoPlay, m.projectPage])
    for (const key of byMetric.get(metric)?.keys() ?? []) if (key) projectIds.add(key);
  const links = new Map<string, ReturnType<typeof noLinks>>();
  for (const [key, count] of byMetric.get(m.projectLink) ?? []) {
    const [id = "", target = ""] = key.split("|");
    if (!id) continue;
    projectIds.add(id);
    const row = links.get(id) ?? noLinks();
    if (target === "live" || target === "github" || target === "codepen") row[target] += count;
    links.set(id, row);
  }
  const sources = sourcesById(byMetric.get(m.projectPageSource));
  return [...projectIds]
    .map((id) => {
      const seen = byMetric.get(m.cardSeen)?.get(id) ?? 0;
      const opened = byMetric.get(m.projectOpen)?.get(id) ?? 0;
      const pageViews = byMetric.get(m.projectPage)?.get(id) ?? 0;
      return {
        id,
        title: titles.get(id) ?? id,
        seen,
        opened,
        videoPlays: byMetric.get(m.videoPlay)?.get(id) ?? 0,
        links: links.get(id) ?? noLinks(),
        openRate: seen > 0 ? Math.min(1, opened / seen) : null,
        pageViews,
        pageSources: ranked(sources.get(id), sourcesPerProject),
        pageRate: seen > 0 ? Math.min(1, pageViews / seen) : null,
      };
    })
    .sort(
      (a, b) =>
        b.opened + b.pageViews - (a.opened + a.pageViews) ||
        b.seen - a.seen ||
        a.title.localeCompare(b.title),
    );
}

/** One row per post whose page was viewed, with its sources: most viewed first. */
function postRows(
  byMetric: Map<string, Map<string, number>>,
  titles: Map<string, string>,
  sourcesPerPost: number,
) {
  const sources = sourcesById(byMetric.get(m.postPageSource));
  return [...(byMetric.get(m.postPage) ?? [])]
    .filter(([id, views]) => id && views > 0)
    .map(([id, views]) => ({
      id,
      title: titles.get(id) ?? id,
      views,
      sources: ranked(sources.get(id), sourcesPerPost),
    }))
    .sort((a, b) => b.views - a.views || a.title.localeCompare(b.title));
}

/**
 * The Analytics tab's figures for one range, from the range's sums and daily series. Each ranked list
 * holds its most counted keys and sums up the rest (`more`); `whole` keeps every key (the CSV export).
 */
export function buildReport(inputs: ReportInputs, { whole = false } = {}): AnalyticsReport {
  const { range, from, to, sums, titles, postTitles, enabled, liveVisitors } = inputs;
  const byMetric = new Map<string, Map<string, number>>();
  for (const row of sums) {
    const map = byMetric.get(row.metric) ?? new Map<string, number>();
    map.set(row.key, row.count);
    byMetric.set(row.metric, map);
  }
  const rows = whole ? Number.POSITIVE_INFINITY : analyticsLimits.rankedRows;
  const list = (metric: string, limit = rows) => ranked(byMetric.get(metric), limit);
  const total = (metric: string) => byMetric.get(metric)?.get("") ?? 0;
  const visitors = total(m.visitors);
  const contacts = total(m.contact);
  return {
    enabled,
    range,
    from,
    to,
    totals: { visitors, views: total(m.views), contacts, resumeDownloads: total(m.resume) },
    conversion: visitors > 0 ? contacts / visitors : null,
    liveVisitors,
    series: dailyPoints(inputs),
    sources: list(m.source),
    campaigns: list(m.campaign),
    pages: list(m.path),
    projects: projectRows(byMetric, titles, whole ? rows : 5),
    posts: postRows(byMetric, postTitles, whole ? rows : 5),
    socialLinks: list(m.socialLink),
    resumeSources: list(m.resumeSource),
    sections: list(m.section),
    filters: list(m.filter),
    devices: list(m.device),
    browsers: list(m.browser),
    os: list(m.os),
    screens: list(m.screen),
    // Every country there is (ISO 3166 has 249 codes, and "unknown").
    countries: list(m.country, Math.max(rows, 250)),
  };
}
