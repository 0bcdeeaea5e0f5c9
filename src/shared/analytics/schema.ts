import { z } from "zod";
import {
  analyticsEventNames,
  analyticsPageKinds,
  analyticsRanges,
  analyticsLimits as limits,
} from "./rules.ts";

const field = (max: number) => z.string().max(max).optional();

/** One event from the tracker: a known name and bounded fields, nothing else. */
export const analyticsEventSchema = z.strictObject({
  n: z.enum(analyticsEventNames),
  /** Project id; on a view of a page of its own, the id of whose page it is (see `k`). */
  p: field(limits.projectMax),
  /** A view's page of its own: a project's (absent) or a post's. */
  k: z.enum(analyticsPageKinds).optional(),
  /** Link target or filter value. */
  t: field(limits.targetMax),
  /** Section id. */
  s: field(limits.sectionMax),
  /** Path (views). */
  u: field(limits.pathMax),
  /** Referrer (views): reduced to its host on the server. */
  r: field(limits.referrerMax),
  us: field(limits.utmMax),
  um: field(limits.utmMax),
  uc: field(limits.utmMax),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** `POST /api/events`: the screen width and up to 50 events of one page visit. */
export const analyticsBatchSchema = z.strictObject({
  w: z.number().int().min(0).max(20_000).optional(),
  e: z.array(analyticsEventSchema).min(1).max(limits.eventsPerBatch),
});
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD");

export const analyticsQuerySchema = z.object({
  range: z.enum(analyticsRanges).default("7d"),
  from: day.optional(),
  to: day.optional(),
});

const count = z.number().int();

/**
 * A ranked list: its most counted keys (`rows`, at most `analyticsLimits.rankedRows` in the report,
 * every key in the CSV export) and what was left out of them (`more`: 0 keys and 0 when nothing was).
 */
const ranked = z.object({
  rows: z.array(z.object({ key: z.string(), count })),
  more: z.object({ keys: count, count }),
});

export const analyticsProjectRowSchema = z.object({
  id: z.string(),
  title: z.string(),
  seen: count,
  opened: count,
  videoPlays: count,
  links: z.object({ live: count, github: count, codepen: count }),
  /** Opened ÷ seen, 0..1 (null when never seen). */
  openRate: z.number().nullable(),
  /**
   * Views of the project's own page, and where they came from ("(this site)", "(direct)", a host): the
   * 5 most counted, the others summed in `more`.
   */
  pageViews: count,
  pageSources: ranked,
  /** Page views ÷ cards seen, 0..1 (null when never seen): how many card views became page views. */
  pageRate: z.number().nullable(),
});

/** Views of one post's page (`/writing/<slug>`, counted by post id) and where they came from. */
export const analyticsPostRowSchema = z.object({
  id: z.string(),
  /** The post's title; its id once the post is deleted (as a deleted project's row). */
  title: z.string(),
  views: count,
  /** "(this site)", "(direct)", a host: the 5 most counted, the others summed in `more`. */
  sources: ranked,
});

/** `GET /api/admin/analytics`: every figure of the Analytics tab for one range. */
export const analyticsReportSchema = z.object({
  enabled: z.boolean(),
  range: z.enum(analyticsRanges),
  from: z.string(),
  to: z.string(),
  totals: z.object({ visitors: count, views: count, contacts: count, resumeDownloads: count }),
  /** Contact messages ÷ visitors, 0..1 (null without visitors). */
  conversion: z.number().nullable(),
  liveVisitors: count,
  series: z.array(z.object({ day: z.string(), visitors: count, views: count })),
  sources: ranked,
  campaigns: ranked,
  pages: ranked,
  projects: z.array(analyticsProjectRowSchema),
  /** Most viewed first. */
  posts: z.array(analyticsPostRowSchema),
  socialLinks: ranked,
  /** Résumé downloads by the link followed (header, menu, page, other). */
  resumeSources: ranked,
  sections: ranked,
  filters: ranked,
  devices: ranked,
  browsers: ranked,
  os: ranked,
  screens: ranked,
  countries: ranked,
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
export type AnalyticsProjectRow = z.infer<typeof analyticsProjectRowSchema>;
export type AnalyticsPostRow = z.infer<typeof analyticsPostRowSchema>;
export type AnalyticsRanked = z.infer<typeof ranked>;
