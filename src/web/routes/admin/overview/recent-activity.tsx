import {
  CalendarClock,
  FileText,
  FolderKanban,
  History,
  Image,
  LayoutGrid,
  type LucideIcon,
  MessageSquare,
  Settings2,
  ShieldCheck,
  Trash2,
} from "lucide-react";
import type { AuditEntry } from "#shared/overview/schema.ts";
import surfaces from "#web/routes/admin/components/surfaces.module.css";
import { relativeTime } from "./format-time.ts";
import styles from "./overview.module.css";

const areaIcons: Record<string, LucideIcon> = {
  "site-config": Settings2,
  components: LayoutGrid,
  sections: FileText,
  projects: FolderKanban,
  feedback: MessageSquare,
  media: Image,
  security: ShieldCheck,
  trash: Trash2,
  schedule: CalendarClock,
};

export function RecentActivity({
  entries,
  loading,
}: {
  entries: AuditEntry[] | undefined;
  loading: boolean;
}) {
  return (
    <section className={`${surfaces.card} ${styles.panel}`} aria-labelledby="recent-activity-title">
      <h3 id="recent-activity-title" className={styles.panelTitle}>
        Recent Activity
      </h3>
      {loading ? (
        <div className={styles.activitySkeleton} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      ) : entries && entries.length > 0 ? (
        <ol className={styles.activity} data-testid="recent-activity">
          {entries.map((entry) => {
            const Icon = areaIcons[entry.area] ?? History;
            return (
              <li key={entry.id} className={styles.activityItem}>
                <span className={styles.activityIcon} aria-hidden="true">
                  <Icon />
                </span>
                <span className={styles.activityText}>
                  <span className={styles.activitySummary}>{entry.summary}</span>
                  <span className={styles.activityMeta}>
                    {entry.actor} ·{" "}
                    <time dateTime={entry.createdAt} title={new Date(entry.createdAt).toLocaleString()}>
                      {relativeTime(entry.createdAt)}
                    </time>
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      ) : (
        <div className={styles.activityEmpty}>
          <History aria-hidden="true" />
          <p>No changes yet. What you save in the dashboard shows up here.</p>
        </div>
      )}
    </section>
  );
}
