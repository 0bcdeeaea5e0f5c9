import { type ReactNode, useState } from "react";
import type { AnalyticsRanked } from "#shared/analytics/schema.ts";
import { Button } from "#web/routes/admin/components/button.tsx";
import styles from "./analytics.module.css";

/** "1 view", "412 views": the unit is a plural noun ("views", "visitors", "clicks"). */
const counted = (count: number, unit: string) =>
  `${count.toLocaleString()} ${count === 1 ? unit.replace(/s$/, "") : unit}`;

/**
 * A card of ranked keys with proportional bars, or its empty state. The first `limit` rows show; a list
 * with more says how many and opens to all the report holds. Keys the report left out (it holds the 50
 * most counted) are counted in a line of their own, which says that the CSV export has them.
 */
export function RankedList({
  title,
  list: { rows, more },
  unit,
  empty,
  label = (key) => key,
  limit = 8,
}: {
  title: string;
  list: AnalyticsRanked;
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
      {more.keys > 0 ? (
        <p className={styles.rankedMore}>
          {(rows.length + more.keys).toLocaleString()} in all: the top {rows.length} and{" "}
          {more.keys.toLocaleString()} more ({counted(more.count, unit)}), every one in the CSV export.
        </p>
      ) : null}
      {rows.length > limit ? (
        <Button size="small" variant="ghost" aria-expanded={all} onClick={() => setAll(!all)}>
          {all
            ? `Show the first ${limit}`
            : `Show ${more.keys > 0 ? "the top" : "all"} ${rows.length.toLocaleString()}`}
        </Button>
      ) : null}
    </section>
  );
}
