import type { AnalyticsRanked } from "#shared/analytics/schema.ts";

/** A page's sources in a table cell: "(this site) 12, linkedin.com 3", and how many more the report left out. */
export function pageSourcesText({ rows, more }: AnalyticsRanked): string {
  if (rows.length === 0) return "–";
  const listed = rows.map((source) => `${source.key} ${source.count.toLocaleString()}`);
  if (more.keys > 0) listed.push(`${more.keys} more ${more.count.toLocaleString()}`);
  return listed.join(", ");
}
