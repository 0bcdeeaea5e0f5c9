import { Activity, BarChart3, Eye, FileDown, MailCheck, ShieldCheck, Trash2, Users } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import {
  type AnalyticsRange,
  analyticsRangeLabels,
  analyticsRanges,
  flagEmoji,
} from "#shared/analytics/rules.ts";
import type { AnalyticsReport } from "#shared/analytics/schema.ts";
import {
  Button,
  EmptyState,
  LoadingState,
  TabHeader,
  useConfirm,
} from "#web/routes/admin/components/index.ts";
import { StatCard } from "#web/routes/admin/overview/stat-card.tsx";
import { useSession } from "#web/routes/owner/session.ts";
import styles from "./analytics.module.css";
import { exportHref, type RangeChoice, useAnalytics, useEraseAnalytics } from "./analytics-api.ts";
import { OwnVisitsNote } from "./own-visits-note.tsx";
import { ProjectsTable } from "./projects-table.tsx";
import { RankedList } from "./ranked-list.tsx";
import { VisitorsChart } from "./visitors-chart.tsx";
import { WhatIsCounted } from "./what-is-counted.tsx";

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

const capitalised = (key: string) => (key ? key[0]?.toUpperCase() + key.slice(1) : key);

function RangePicker({ choice, onChange }: { choice: RangeChoice; onChange: (next: RangeChoice) => void }) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className={styles.rangeBar}>
      <fieldset className={styles.segmented}>
        <legend className="visually-hidden">Range</legend>
        {analyticsRanges.map((range: AnalyticsRange) => (
          <button
            key={range}
            type="button"
            aria-pressed={choice.range === range}
            onClick={() =>
              onChange(
                range === "custom"
                  ? { range, from: choice.from ?? today, to: choice.to ?? today }
                  : { range },
              )
            }
          >
            {analyticsRangeLabels[range]}
          </button>
        ))}
      </fieldset>
      {choice.range === "custom" && (
        <div className={styles.dates}>
          <label>
            <span>From</span>
            <input
              type="date"
              value={choice.from ?? ""}
              max={choice.to ?? today}
              onChange={(event) => onChange({ ...choice, from: event.target.value })}
            />
          </label>
          <label>
            <span>To</span>
            <input
              type="date"
              value={choice.to ?? ""}
              min={choice.from}
              max={today}
              onChange={(event) => onChange({ ...choice, to: event.target.value })}
            />
          </label>
        </div>
      )}
    </div>
  );
}

function Figures({ data }: { data: AnalyticsReport }) {
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
          hint="home page and 404 page"
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

      <div className={styles.grid}>
        <RankedList title="Top sources" rows={data.sources} unit="visitors" empty="No referrers yet." />
        <RankedList
          title="Campaigns"
          rows={data.campaigns}
          unit="visitors"
          empty="No visits with utm_source or utm_campaign yet."
        />
        <RankedList
          title="Sections reached"
          rows={data.sections}
          unit="visits"
          empty="No sections reached yet."
          label={capitalised}
          limit={12}
        />
        <RankedList
          title="Social and e-mail links"
          rows={data.socialLinks}
          unit="clicks"
          empty="No social or e-mail link followed yet."
          label={capitalised}
        />
        <RankedList
          title="Résumé downloads"
          rows={data.resumeSources}
          unit="downloads"
          empty="No résumé downloaded yet."
          label={(key) => resumeSourceLabels[key] ?? key}
        />
        <RankedList
          title="Gallery filters"
          rows={data.filters}
          unit="uses"
          empty="The gallery was not filtered yet."
        />
        <RankedList title="Pages" rows={data.pages} unit="views" empty="No page views yet." />
        <RankedList
          title="Devices"
          rows={data.devices}
          unit="visitors"
          empty="No devices yet."
          label={capitalised}
        />
        <RankedList title="Browsers" rows={data.browsers} unit="visitors" empty="No browsers yet." />
        <RankedList title="Operating systems" rows={data.os} unit="visitors" empty="No systems yet." />
        <RankedList
          title="Screen sizes"
          rows={data.screens}
          unit="visitors"
          empty="No screens yet."
          label={capitalised}
        />
        <RankedList
          title="Countries"
          rows={data.countries}
          unit="visitors"
          empty="No countries yet."
          label={countryLabel}
          limit={12}
        />
      </div>
    </>
  );
}

export function AnalyticsTab() {
  const [choice, setChoice] = useState<RangeChoice>({ range: "7d" });
  const analytics = useAnalytics(choice);
  const erase = useEraseAnalytics();
  // Deleting the data is the owner's only; an editor may read the figures (decision 067).
  const isOwner = useSession().user?.role === "owner";
  const { confirm, dialog } = useConfirm();
  const data = analytics.data;

  async function eraseAll() {
    const sure = await confirm({
      title: "Delete all analytics data?",
      message:
        "Every event, daily figure and today's salt is deleted for good. Counting starts again from zero.",
      confirmLabel: "Delete all data",
    });
    if (!sure) return;
    erase.mutate(undefined, {
      onSuccess: () => toast.success("All analytics data was deleted"),
      onError: (error) => toast.error(`Could not delete the analytics data: ${error.message}`),
    });
  }

  return (
    <div className={styles.stack}>
      <TabHeader
        title="Analytics"
        description="Private, cookieless counts of who looks at your work. Nothing leaves your server."
        actions={
          <>
            <a className={styles.exportLink} href={exportHref(choice)} download>
              <FileDown aria-hidden="true" />
              Export CSV
            </a>
            {isOwner && (
              <Button variant="danger" onClick={eraseAll} disabled={erase.isPending}>
                <Trash2 aria-hidden="true" />
                Delete all data
              </Button>
            )}
          </>
        }
      />
      <RangePicker choice={choice} onChange={setChoice} />
      <OwnVisitsNote />

      {data && !data.enabled && (
        <p className={styles.notice} role="status">
          <ShieldCheck aria-hidden="true" />
          Built-in analytics is switched off in Site Config → Analytics: nothing new is counted. The figures
          below are what was counted before.
        </p>
      )}

      {analytics.isError && (
        <p className={styles.error} role="alert">
          Could not load the analytics: {analytics.error.message}
        </p>
      )}
      {analytics.isPending ? <LoadingState label="Loading analytics…" /> : data && <Figures data={data} />}

      <p className={styles.privacy}>
        <ShieldCheck aria-hidden="true" />
        No cookies and no stored identifiers: a visitor is a hash of a daily random salt, the address and the
        browser, and the salt is deleted when the day ends. Bots, Do Not Track and Global Privacy Control are
        never counted.
      </p>
      <WhatIsCounted />
      {dialog}
    </div>
  );
}
