/** Today's random salt for the visitor hash; a past day's row is deleted (decision 064). */
export interface AnalyticsSaltTable {
  /** YYYY-MM-DD, UTC. */
  day: string;
  /** 32 random bytes, hex. */
  salt: string;
}

/** One event of the last 30 days; the address is never stored, only the salted, truncated hash. */
export interface AnalyticsEventTable {
  id: string;
  day: string;
  /** ISO-8601 UTC. */
  at: string;
  /** sha256(salt, address, user agent), first 16 hex characters. */
  visitor: string;
  name: string;
  project_id: string | null;
  section: string | null;
  target: string | null;
  path: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  screen: string | null;
  country: string | null;
}

/** A daily figure: views, visitors, or a count per key of a metric (see `rollupMetrics`). */
export interface AnalyticsDayTable {
  /** `${day}|${metric}|${key}`. */
  id: string;
  day: string;
  metric: string;
  key: string;
  count: number;
}
