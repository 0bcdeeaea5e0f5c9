import type { ReactNode } from "react";
import type { AnalyticsRanked } from "#shared/analytics/schema.ts";
import styles from "./analytics.module.css";

/** A card of ranked keys with proportional bars, or its empty state. */
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
  const max = Math.max(1, ...rows.map((row) => row.count));
  const shown = rows.slice(0, limit);
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
    </section>
  );
}
