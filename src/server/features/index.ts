import type { FastifyInstance } from "fastify";
import { auditRoutes } from "./audit/audit.routes.ts";
import { registerAuditTrail } from "./audit/audit-trail.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import { setupRoutes } from "./auth/setup.routes.ts";
import { backupFeature } from "./backup/backup.plugin.ts";
import { componentsRoutes } from "./components/components.routes.ts";
import { feedbackRoutes } from "./feedback/feedback.routes.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { mediaRoutes } from "./media/media.routes.ts";
import { mediaFiles } from "./media/media-files.ts";
import { registerPageViewCounter } from "./page-views/page-view-counter.ts";
import { projectRoutes } from "./projects/project.routes.ts";
import { sectionsRoutes } from "./sections/sections.routes.ts";
import { siteConfigRoutes } from "./site-config/site-config.routes.ts";
import { siteScriptsRoutes } from "./site-config/site-scripts.routes.ts";

/** Every feature's routes, registered under /api. Add one line per feature. */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  // Root-level hooks that see every route: the admin activity log and the public page-view count.
  registerAuditTrail(app);
  registerPageViewCounter(app);
  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(authRoutes, { prefix: "/api" });
  await app.register(setupRoutes, { prefix: "/api" });
  await app.register(siteConfigRoutes, { prefix: "/api" });
  await app.register(componentsRoutes, { prefix: "/api" });
  await app.register(sectionsRoutes, { prefix: "/api" });
  await app.register(auditRoutes, { prefix: "/api" });
  await app.register(siteScriptsRoutes);
  await app.register(projectRoutes, { prefix: "/api" });
  await app.register(mediaRoutes, { prefix: "/api" });
  await app.register(mediaFiles);
  await app.register(feedbackRoutes, { prefix: "/api" });
  await backupFeature(app);
}
