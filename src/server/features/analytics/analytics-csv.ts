import type { AnalyticsReport } from "#shared/analytics/schema.ts";

const cell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  // Quoted when needed; a leading formula character is defused for spreadsheets.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/**
 * The selected range's figures as one CSV table: section, key, value (and the daily series). Given the
 * whole report (`report(…, { whole: true })`), it writes every key of every list.
 */
export function analyticsCsv(report: AnalyticsReport): string {
  const rows: (string | number | null)[][] = [["section", "key", "value", "extra"]];
  rows.push(["range", report.range, `${report.from} to ${report.to}`, null]);
  rows.push(["total", "visitors", report.totals.visitors, null]);
  rows.push(["total", "views", report.totals.views, null]);
  rows.push(["total", "contact messages", report.totals.contacts, null]);
  rows.push(["total", "resume downloads", report.totals.resumeDownloads, null]);
  for (const point of report.series) rows.push(["day", point.day, point.visitors, point.views]);
  for (const project of report.projects) {
    rows.push(["project seen", project.title, project.seen, project.id]);
    rows.push(["project opened", project.title, project.opened, project.id]);
    rows.push(["project video plays", project.title, project.videoPlays, project.id]);
    for (const target of ["live", "github", "codepen"] as const)
      rows.push([`project ${target} link`, project.title, project.links[target], project.id]);
    rows.push(["project page views", project.title, project.pageViews, project.id]);
    for (const source of project.pageSources.rows)
      rows.push([`project page from ${source.key}`, project.title, source.count, project.id]);
  }
  for (const post of report.posts) {
    rows.push(["post page views", post.title, post.views, post.id]);
    for (const source of post.sources.rows)
      rows.push([`post page from ${source.key}`, post.title, source.count, post.id]);
  }
  const lists = {
    source: report.sources,
    campaign: report.campaigns,
    page: report.pages,
    "social link": report.socialLinks,
    "resume download link": report.resumeSources,
    section: report.sections,
    filter: report.filters,
    device: report.devices,
    browser: report.browsers,
    os: report.os,
    screen: report.screens,
    country: report.countries,
  };
  for (const [section, list] of Object.entries(lists))
    for (const row of list.rows) rows.push([section, row.key, row.count, null]);
  return `${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
