import { History, ShieldCheck } from "lucide-react";
import { Button } from "#web/routes/admin/components/button.tsx";
import { relativeTime } from "#web/routes/admin/overview/format-time.ts";
import type { ActivityPages } from "./activity-pages.ts";
import styles from "./users.module.css";

/**
 * A compact list of activity-log entries (a user's changes, or security events), newest first. A list
 * holding more than it shows says how many and reads more on "Show more".
 */
export function ActivityList({
  list: { entries, total, showMore, loadingMore },
  empty,
  showActor = true,
  testId,
}: {
  list: ActivityPages;
  empty: string;
  showActor?: boolean;
  testId?: string;
}) {
  if (!entries) return <p className={styles.muted}>Loading...</p>;
  if (entries.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <>
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
      {showMore && (
        <div className={styles.activityMore}>
          <span>
            {entries.length.toLocaleString()} of {total.toLocaleString()} shown
          </span>
          <Button
            size="small"
            variant="ghost"
            onClick={showMore}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore ? "Loading..." : "Show more"}
          </Button>
        </div>
      )}
    </>
  );
}
