import type { Kysely } from "kysely";
import type { DB } from "#server/db/schema.ts";
import { getComponentList } from "#server/features/components/components.service.ts";
import { totalViews } from "#server/features/page-views/page-view.repository.ts";
import { componentIds, isComponentShown } from "#shared/components/schema.ts";
import { type AdminOverview, recentActivityLimit } from "#shared/overview/schema.ts";
import { listRecentAuditEntries } from "./audit.repository.ts";
import { countActiveProjects } from "./overview.repository.ts";
import { SECURITY_AREA } from "./security-events.ts";

/** The Overview's real figures: shown components, active projects, visitors, the latest admin writes. */
export async function getAdminOverview(db: Kysely<DB>): Promise<AdminOverview> {
  const [components, activeProjects, totalVisitors, recentActivity] = await Promise.all([
    getComponentList(db),
    countActiveProjects(db),
    totalViews(db),
    listRecentAuditEntries(db, recentActivityLimit),
  ]);
  return {
    components: {
      shown: componentIds.filter((id) => isComponentShown(components, id)).length,
      total: componentIds.length,
    },
    activeProjects,
    totalVisitors,
    // Security events (sign-ins, …) are activity, not changes to the site.
    lastUpdate: recentActivity.find((entry) => entry.area !== SECURITY_AREA)?.createdAt ?? null,
    recentActivity,
  };
}
