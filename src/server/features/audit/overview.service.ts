import type { AnalyticsService } from "#server/features/analytics/analytics.service.ts";
import type { ComponentsService } from "#server/features/components/components.service.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import { componentIds, isComponentShown } from "#shared/components/schema.ts";
import { type AdminOverview, recentActivityLimit } from "#shared/overview/schema.ts";
import type { AuditService } from "./audit.service.ts";
import { SECURITY_AREA } from "./security-events.ts";

export interface OverviewServiceDeps {
  audit: AuditService;
  components: Pick<ComponentsService, "list">;
  /** The Total Visitors card: the Analytics tab's unique visitors of the same period. */
  analytics: Pick<AnalyticsService, "visitors">;
  projects: Pick<ProjectService, "countActive">;
  /** The backups' warning (backup-health.ts). */
  backups: { warning(): Promise<string | null> };
}

/** The period of the Overview's Total Visitors card, the Analytics tab's "30 days". */
export const overviewVisitorDays = 30;

export type OverviewService = ReturnType<typeof createOverviewService>;

/** The Overview's real figures: shown components, active projects, visitors, the latest admin writes. */
export function createOverviewService({
  audit,
  components,
  analytics,
  projects,
  backups,
}: OverviewServiceDeps) {
  return {
    async get(): Promise<AdminOverview> {
      const [list, activeProjects, totalVisitors, recentActivity, backupWarning] = await Promise.all([
        components.list(),
        projects.countActive(),
        analytics.visitors(overviewVisitorDays),
        audit.recent(recentActivityLimit),
        backups.warning(),
      ]);
      return {
        components: {
          shown: componentIds.filter((id) => isComponentShown(list, id)).length,
          total: componentIds.length,
        },
        activeProjects,
        totalVisitors,
        // Security events (sign-ins, …) are activity, not changes to the site.
        lastUpdate: recentActivity.find((entry) => entry.area !== SECURITY_AREA)?.createdAt ?? null,
        recentActivity,
        backupWarning,
      };
    },
  };
}
