import { Activity, BarChart3, Eye, MailCheck, Users } from "lucide-react";
import { flagEmoji } from "#shared/analytics/rules.ts";
import type { AnalyticsReport } from "#shared/analytics/schema.ts";
import { firstGrapheme } from "#shared/text/graphemes.ts";
import { EmptyState } from "#web/routes/admin/components/index.ts";
import { StatCard } from "#web/routes/admin/overview/stat-card.tsx";
import styles from "./analytics.module.css";
import { PostsTable } from "./posts-table.tsx";
import { ProjectsTable } from "./projects-table.tsx";
import { RankedList } from "./ranked-list.tsx";
import { VisitorsChart } from "./visitors-chart.tsx";

/** Where a résumé download started (the tracker's `target`). */
const resumeSourceLabels: Record<string, string> = {
  header: "Header link",
  menu: "Menu link",
  page: "Résumé page (/resume)",
  other: "Other links",
};

const percent = (value: number | null) =>
  value === null ? "–" : `${(value * 100).toFixed(value > 0 && value < 0.1 ? 1 : 0)}%`;

const plural = (count: number, word: string) => `${count.toLocaleString()} ${word}${count === 1 ? "" : "s"}`;

const countryNames = (() => {
  try {
    return new Intl.DisplayNames(undefined, { type: "region" });
  } catch {
    return null;
  }
})();

function countryLabel(code: string) {
  if (code === "unknown") return "Unknown";
  return (
    <>
      <span aria-hidden="true" className={styles.flag}>
        {flagEmoji(code)}
      </span>
      {countryNames?.of(code) ?? code}
    </>
  );
}

const capitalised = (key: string) => {
  const first = firstGrapheme(key);
  return first.toUpperCase() + key.slice(first.length);
};

/** The report's figures: the totals, the visitors chart, the projects and posts tables and the ranked lists. */
export function AnalyticsFigures({ data }: { data: AnalyticsReport }) {
  const empty = data.totals.visitors === 0 && data.totals.views === 0;
  return (
    <>
      <section className={styles.stats} aria-label="Totals">
        <StatCard
          icon={Users}
          label="Unique visitors"
          value={data.totals.visitors.toLocaleString()}
          hint="counted once per day"
          loading={false}
          tone="blue"
        />
        <StatCard
          icon={Eye}
          label="Page views"
          value={data.totals.views.toLocaleString()}
          hint="every page of the site"
          loading={false}
          tone="violet"
        />
        <StatCard
          icon={Activity}
          label="Visitors right now"
          value={data.liveVisitors.toLocaleString()}
          hint="in the last 5 minutes"
          loading={false}
          tone="green"
        />
        <StatCard
          icon={MailCheck}
          label="Contact conversion"
          value={percent(data.conversion)}
          hint={`${plural(data.totals.contacts, "message")} · ${plural(data.totals.resumeDownloads, "résumé download")}`}
          loading={false}
          tone="amber"
        />
      </section>

      <section className={styles.card} aria-labelledby="chart-title">
        <div className={styles.cardHead}>
          <h3 id="chart-title" className={styles.cardTitle}>
            Visitors and page views
          </h3>
          <span className={styles.cardNote}>
            {data.from === data.to ? data.from : `${data.from} – ${data.to}`} · UTC
          </span>
        </div>
        {empty ? (
          <EmptyState
            icon={<BarChart3 />}
            title="No visitors in this range yet"
            message="Visits appear here a few seconds after they happen. Bots and visitors who ask not to be tracked are never counted."
          />
        ) : (
          <VisitorsChart series={data.series} />
        )}
      </section>

      <ProjectsTable projects={data.projects} />
      <PostsTable posts={data.posts} />

      <div className={styles.grid}>
        <RankedList title="Top sources" list={data.sources} unit="visitors" empty="No referrers yet." />
        <RankedList
          title="Campaigns"
          list={data.campaigns}
          unit="visitors"
          empty="No visits with utm_source or utm_campaign yet."
        />
        <RankedList
          title="Sections reached"
          list={data.sections}
          unit="visits"
          empty="No sections reached yet."
          label={capitalised}
          limit={12}
        />
        <RankedList
          title="Social and e-mail links"
          list={data.socialLinks}
          unit="clicks"
          empty="No social or e-mail link followed yet."
          label={capitalised}
        />
        <RankedList
          title="Résumé downloads"
          list={data.resumeSources}
          unit="downloads"
          empty="No résumé downloaded yet."
          label={(key) => resumeSourceLabels[key] ?? key}
        />
        <RankedList
          title="Gallery filters"
          list={data.filters}
          unit="uses"
          empty="The gallery was not filtered yet."
        />
        <RankedList title="Pages" list={data.pages} unit="views" empty="No page views yet." />
        <RankedList
          title="Devices"
          list={data.devices}
          unit="visitors"
          empty="No devices yet."
          label={capitalised}
        />
        <RankedList title="Browsers" list={data.browsers} unit="visitors" empty="No browsers yet." />
        <RankedList title="Operating systems" list={data.os} unit="visitors" empty="No systems yet." />
        <RankedList
          title="Screen sizes"
          list={data.screens}
          unit="visitors"
          empty="No screens yet."
          label={capitalised}
        />
        <RankedList
          title="Countries"
          list={data.countries}
          unit="visitors"
          empty="No countries yet."
          label={countryLabel}
          limit={12}
        />
      </div>
    </>
  );
}
