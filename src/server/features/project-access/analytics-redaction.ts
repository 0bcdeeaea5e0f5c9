import type { AnalyticsReport } from "#shared/analytics/schema.ts";
import { projectPagePath } from "#shared/projects/slug.ts";
import type { PrivateIndex } from "./private-index.ts";

/**
 * The Analytics report as an editor sees it (decision 158): protected projects' views still count, but
 * their rows carry one generic label instead of their title, address or id. The owner sees them named.
 */
export function withoutPrivateNames(
  report: AnalyticsReport,
  index: PrivateIndex,
  label: string,
): AnalyticsReport {
  const privatePaths = new Set([...index.protected].map(projectPagePath));
  const pages = new Map<string, number>();
  for (const row of report.pages.rows) {
    const key = privatePaths.has(row.key.split("?")[0] ?? "") ? label : row.key;
    pages.set(key, (pages.get(key) ?? 0) + row.count);
  }
  let n = 0;
  return {
    ...report,
    pages: {
      ...report.pages,
      rows: [...pages].map(([key, count]) => ({ key, count })).sort((a, b) => b.count - a.count),
    },
    projects: report.projects.map((row) =>
      index.protectedIds.has(row.id) ? { ...row, id: `private-${++n}`, title: label } : row,
    ),
  };
}
