import { CalendarClock, Eye, FolderKanban, LayoutGrid } from "lucide-react";
import { SampleGalleryNotice } from "#web/routes/admin/components/index.ts";
import { OverviewPendingTestimonials } from "#web/routes/admin/content/testimonial-requests/overview-pending-testimonials.tsx";
import { OverviewUnread } from "#web/routes/admin/messages/overview-unread.tsx";
import { ScheduledList } from "#web/routes/admin/schedule/scheduled-list.tsx";
import { useSession } from "#web/routes/owner/session.ts";
import { BackupWarning } from "./backup-warning.tsx";
import { dayLabel, relativeTime } from "./format-time.ts";
import { MakeItYours } from "./make-it-yours.tsx";
import styles from "./overview.module.css";
import { useOverview } from "./overview-api.ts";
import { QuickActions } from "./quick-actions.tsx";
import { RecentActivity } from "./recent-activity.tsx";
import { StatCard } from "./stat-card.tsx";

function greeting(hours: number): string {
  if (hours < 12) return "Good morning";
  if (hours < 18) return "Good afternoon";
  return "Good evening";
}

export function OverviewTab() {
  const { user } = useSession();
  const overview = useOverview();
  const data = overview.data;
  const name = user?.name?.trim() || "Admin";
  const loading = overview.isPending;

  return (
    <div className={styles.stack}>
      <section className={styles.welcome} aria-labelledby="welcome-title">
        <div>
          <p className={styles.eyebrow}>
            {greeting(new Date().getHours())} ·{" "}
            {new Date().toLocaleDateString(undefined, { weekday: "long", day: "numeric", month: "long" })}
          </p>
          <h2 id="welcome-title" className={styles.welcomeTitle}>
            Welcome back, {name}!
          </h2>
          <p className={styles.welcomeText}>
            Here is what is happening with your portfolio. Everything you save here goes live for every
            visitor.
          </p>
        </div>
      </section>

      {overview.isError && (
        <p className={styles.error} role="alert">
          Could not load the overview: {overview.error.message}
        </p>
      )}

      <OverviewUnread />

      <OverviewPendingTestimonials />

      <BackupWarning warning={data?.backupWarning} />

      <MakeItYours />

      <SampleGalleryNotice activeProjects={data?.activeProjects} />

      <section className={styles.stats} aria-label="Statistics">
        <StatCard
          icon={LayoutGrid}
          label="Components Shown"
          value={data ? String(data.components.shown) : undefined}
          hint={data ? `of ${data.components.total} on the public page` : undefined}
          loading={loading}
          tone="blue"
        />
        <StatCard
          icon={FolderKanban}
          label="Active Projects"
          value={data ? String(data.activeProjects) : undefined}
          hint={
            data?.activeProjects === 0
              ? "the gallery shows samples meanwhile"
              : "visible in the public gallery"
          }
          loading={loading}
          tone="violet"
        />
        <StatCard
          icon={Eye}
          label="Total Visitors"
          value={data ? data.totalVisitors.toLocaleString() : undefined}
          hint="unique visitors, last 30 days"
          loading={loading}
          tone="green"
        />
        <StatCard
          icon={CalendarClock}
          label="Last Update"
          value={data ? (data.lastUpdate ? dayLabel(data.lastUpdate) : "Never") : undefined}
          hint={data?.lastUpdate ? relativeTime(data.lastUpdate) : "no changes saved yet"}
          loading={loading}
          tone="amber"
        />
      </section>

      <div className={styles.columns}>
        <QuickActions />
        <RecentActivity entries={data?.recentActivity} loading={loading} />
      </div>

      <ScheduledList />
    </div>
  );
}
