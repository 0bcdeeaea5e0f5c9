import { FileDown, ShieldCheck, Trash2 } from "lucide-react";
import { useState } from "react";
import toast from "react-hot-toast";
import { type AnalyticsRange, analyticsRangeLabels, analyticsRanges } from "#shared/analytics/rules.ts";
import { Button, LoadingState, TabHeader, useConfirm } from "#web/routes/admin/components/index.ts";
import { useSession } from "#web/routes/owner/session.ts";
import styles from "./analytics.module.css";
import { exportHref, type RangeChoice, useAnalytics, useEraseAnalytics } from "./analytics-api.ts";
import { AnalyticsFigures } from "./analytics-figures.tsx";
import { OwnVisitsNote } from "./own-visits-note.tsx";
import { WhatIsCounted } from "./what-is-counted.tsx";

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
      {analytics.isPending ? (
        <LoadingState label="Loading analytics…" />
      ) : (
        data && <AnalyticsFigures data={data} />
      )}

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
