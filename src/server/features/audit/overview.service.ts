import type { ComponentsService } from "#server/features/components/components.service.ts";
import type { PageViewService } from "#server/features/page-views/page-view.service.ts";
import type { ProjectService } from "#server/features/projects/project.service.ts";
import { componentIds, isComponentShown } from "#shared/components/schema.ts";
import { type AdminOverview, recentActivityLimit } from "#shared/overview/schema.ts";
import type { AuditService } from "./audit.service.ts";
import { SECURITY_AREA } from "./security-events.ts";

export interface OverviewServiceDeps {
  audit: AuditService;
  components: Pick<ComponentsService, "list">;
  pageViews: Pick<PageViewService, "total">;
  projects: Pick<ProjectService, "countActive">;
}

export type OverviewService = ReturnType<typeof createOverviewService>;

/** The Overview's real figures: shown components, active projects, visitors, the latest admin writes. */
export function createOverviewService({ audit, components, pageViews, projects }: OverviewServiceDeps) {
  return {
    async get(): Promise<AdminOverview> {
      const [list, activeProjects, totalVisitors, recentActivity] = await Promise.all([
        components.list(),
        projects.countActive(),
        pageViews.total(),
        audit.recent(recentActivityLimit),
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
      };
    },
  };
}
