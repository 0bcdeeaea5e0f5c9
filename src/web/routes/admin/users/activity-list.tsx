import { History, ShieldCheck } from "lucide-react";
import type { ActivityEntry } from "#shared/users/schema.ts";
import { relativeTime } from "#web/routes/admin/overview/format-time.ts";
import styles from "./users.module.css";

/** A compact list of activity-log entries (a user's changes, or security events), newest first. */
export function ActivityList({
  entries,
  empty,
  showActor = true,
  testId,
}: {
  entries: ActivityEntry[] | undefined;
  empty: string;
  showActor?: boolean;
  testId?: string;
}) {
  if (!entries) return <p className={styles.muted}>Loading...</p>;
  if (entries.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <ol className={styles.activity} data-testid={testId}>
      {entries.map((entry) => {
        const Icon = entry.area === "security" ? ShieldCheck : History;
        return (
          <li key={entry.id} className={styles.activityItem}>
            <span className={styles.activityIcon} aria-hidden="true">
              <Icon />
            </span>
            <span className={styles.activityText}>
              <span>{entry.summary}</span>
              <span className={styles.activityMeta}>
                {showActor && `${entry.actor} · `}
                <time dateTime={entry.createdAt} title={new Date(entry.createdAt).toLocaleString()}>
                  {relativeTime(entry.createdAt)}
                </time>
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
