import { type ReactNode, useState } from "react";
import type { AnalyticsRanked } from "#shared/analytics/schema.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import styles from "./analytics.module.css";

/**
 * A card of ranked keys with proportional bars, or its empty state. The first `limit` rows show; a list
 * with more says how many and opens to all of them (the report holds the first 50 of each).
 */
export function RankedList({
  title,
  rows,
  unit,
  empty,
  label = (key) => key,
  limit = 8,
}: {
  title: string;
  rows: AnalyticsRanked;
  unit: string;
  empty: string;
  label?: (key: string) => ReactNode;
  limit?: number;
}) {
  const [all, setAll] = useState(false);
  const max = Math.max(1, ...rows.map((row) => row.count));
  const shown = all ? rows : rows.slice(0, limit);
  return (
    <section className={styles.card} aria-label={title}>
      <h3 className={styles.cardTitle}>{title}</h3>
      {shown.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <ol className={styles.ranked}>
          {shown.map((row) => (
            <li key={row.key} className={styles.rankedRow}>
              <span
                className={styles.bar}
                style={{ width: `${(row.count / max) * 100}%` }}
                aria-hidden="true"
              />
              <span className={styles.rankedKey}>{label(row.key)}</span>
              <span className={styles.rankedCount}>
                {row.count.toLocaleString()}
                <span className="visually-hidden"> {unit}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {rows.length > limit ? (
        <Button size="small" variant="ghost" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? `Show the first ${limit}` : `Show all ${rows.length}`}
        </Button>
      ) : null}
    </section>
  );
}
