/**
 * Built-in analytics: the names of the events the public page's tracker sends, the bounds of their
 * fields, and the ranges the admin's Analytics tab reads. No zod here: the tracker and the server share
 * these words (decision 064).
 */

/** The 404 page carries no page data: the server marks it with this meta tag when analytics is on. */
export const analyticsMetaName = "folio-analytics";

/** Every event the tracker may send. Anything else is refused with a 400. */
export const analyticsEventNames = [
  /**
   * A page view of `/`, a page of its own (`project`: its id; `kind`: whose, a project's unless
   * "post") or the 404 page (path, referrer, UTM fields).
   */
  "view",
  /** A project card scrolled into view (once per card per page visit). */
  "card_seen",
  /** A project's detail modal opened. */
  "project_open",
  /** A project's hover video started. */
  "video_play",
  /** A project's live / GitHub / CodePen link followed (`target`). */
  "project_link",
  /** A social or e-mail link followed (`target`: linkedin, github, instagram, twitter, email). */
  "social_link",
  /** The résumé downloaded. */
  "resume",
  /** A section reached while scrolling (`section`). */
  "section",
  /** The gallery filtered (`target`: the category). */
  "filter",
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

/** Whose page of its own a view is (the view's `k`): a project's (when absent) or a post's. */
export const analyticsPageKinds = ["project", "post"] as const;
export type AnalyticsPageKind = (typeof analyticsPageKinds)[number];

export const analyticsLimits = {
  /** Events in one beacon (one page visit sends several beacons when it is long). */
  eventsPerBatch: 50,
  /** The endpoint's body limit, in bytes. */
  bodyBytes: 8 * 1024,
  projectMax: 64,
  targetMax: 60,
  sectionMax: 40,
  pathMax: 200,
  referrerMax: 500,
  utmMax: 100,
  /** Beacons per client address per minute: counted in memory first, then in the database (every instance, across restarts). */
  ratePerMinute: 60,
  /** A page view counts once per visitor per page in this many minutes (kept in the database). */
  viewWindowMinutes: 30,
  /** View events counted from one beacon (one page visit sends one); the rest of them are dropped. */
  viewsPerBeacon: 1,
  /** Raw events are kept this many days, then only their daily rollups remain. */
  rawEventDays: 30,
  /** Default months the daily rollups are kept (the owner chooses in Site Config). */
  defaultRetentionMonths: 25,
  /**
   * Keys of each ranked list (pages, sources, browsers…) the Analytics tab's report answers; the rest
   * are counted together in the list's `more`, and the CSV export holds every key (decision 134).
   */
  rankedRows: 50,
  /** "Visitors right now": seen in the last this many minutes. */
  liveMinutes: 5,
} as const;

/** Screen width classes, from the beacon's `w` (CSS pixels). */
export function screenClass(width: number | undefined): string {
  if (width === undefined || width <= 0) return "unknown";
  if (width < 576) return "phone";
  if (width < 992) return "tablet";
  if (width < 1440) return "laptop";
  return "desktop";
}

export const analyticsRanges = ["today", "7d", "30d", "12m", "custom"] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

export const analyticsRangeLabels: Record<AnalyticsRange, string> = {
  today: "Today",
  "7d": "7 days",
  "30d": "30 days",
  "12m": "12 months",
  custom: "Custom",
};

const dayMs = 86_400_000;
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number): string =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));

/** The first and last day (inclusive, UTC) of a range ending today. */
export function rangeDays(
  range: AnalyticsRange,
  today: string,
  custom?: { from?: string; to?: string },
): { from: string; to: string } {
  switch (range) {
    case "today":
      return { from: today, to: today };
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "30d":
      return { from: addDays(today, -29), to: today };
    case "12m":
      return { from: addDays(today, -364), to: today };
    case "custom": {
      const to = custom?.to && custom.to < today ? custom.to : today;
      const from = custom?.from && custom.from <= to ? custom.from : to;
      return { from, to };
    }
  }
}

/** The metrics of the daily rollup (`analytics_day.metric`). */
export const rollupMetrics = {
  views: "views",
  visitors: "visitors",
  path: "path",
  source: "source",
  campaign: "campaign",
  device: "device",
  browser: "browser",
  os: "os",
  screen: "screen",
  country: "country",
  cardSeen: "card_seen",
  projectOpen: "project_open",
  videoPlay: "video_play",
  projectLink: "project_link",
  /** Views of a project's own page (key: project id), and by source (key: `id|source`). */
  projectPage: "project_page",
  projectPageSource: "project_page_source",
  /** Views of a post's page (key: post id), and by source (key: `id|source`). */
  postPage: "post_page",
  postPageSource: "post_page_source",
  socialLink: "social_link",
  resume: "resume",
  /** Résumé downloads by the link followed: header, menu, page (the web version), other. */
  resumeSource: "resume_source",
  section: "section",
  filter: "filter",
  contact: "contact",
} as const;

/** A country's flag emoji from its ISO 3166 alpha-2 code ("" for an unknown one). */
export function flagEmoji(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return "";
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
