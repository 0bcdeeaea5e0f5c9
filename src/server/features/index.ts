import type { FastifyInstance } from "fastify";
import { fontFilesRoutes } from "#server/fonts/font-files.routes.ts";
import { analyticsRoutes } from "./analytics/analytics.routes.ts";
import { auditRoutes } from "./audit/audit.routes.ts";
import { registerAuditTrail } from "./audit/audit-trail.ts";
import { authRoutes } from "./auth/auth.routes.ts";
import { setupRoutes } from "./auth/setup.routes.ts";
import { backupFeature } from "./backup/backup.plugin.ts";
import { componentsRoutes } from "./components/components.routes.ts";
import { feedbackRoutes } from "./feedback/feedback.routes.ts";
import { githubFeature } from "./github/github.plugin.ts";
import { healthRoutes } from "./health/health.routes.ts";
import { historyFeature } from "./history/history.plugin.ts";
import { jsonResumeRoutes } from "./json-resume/json-resume.routes.ts";
import { markdownPreviewRoutes } from "./markdown/markdown-preview.routes.ts";
import { mediaRoutes } from "./media/media.routes.ts";
import { mediaFiles } from "./media/media-files.ts";
import { onboardingRoutes } from "./onboarding/onboarding.routes.ts";
import { postRoutes } from "./posts/post.routes.ts";
import { projectAccessRoutes } from "./project-access/project-access.routes.ts";
import { projectRoutes } from "./projects/project.routes.ts";
import { resumeRoutes } from "./resume/resume.routes.ts";
import { scheduleFeature } from "./schedule/schedule.plugin.ts";
import { sectionsRoutes } from "./sections/sections.routes.ts";
import { siteConfigRoutes } from "./site-config/site-config.routes.ts";
import { siteScriptsRoutes } from "./site-config/site-scripts.routes.ts";
import { socialCardsRoutes } from "./social-cards/social-cards.routes.ts";
import { testimonialRequestsRoutes } from "./testimonial-requests/testimonial-requests.routes.ts";
import { trashFeature } from "./trash/trash.plugin.ts";
import { accountRoutes } from "./users/account.routes.ts";
import { usersRoutes } from "./users/users.routes.ts";

/**
 * Every feature's routes. Routes declared through `route()` carry their full path (`/api/...`); the
 * older plugins are registered under the /api prefix. Add one line per feature.
 */
export async function registerFeatures(app: FastifyInstance): Promise<void> {
  // A root-level hook that sees every route: the admin activity log.
  registerAuditTrail(app, app.services.audit);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(setupRoutes);
  await app.register(siteConfigRoutes);
  await app.register(componentsRoutes);
  await app.register(sectionsRoutes);
  await app.register(auditRoutes);
  await app.register(siteScriptsRoutes);
  await app.register(projectRoutes);
  await app.register(projectAccessRoutes);
  await app.register(markdownPreviewRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaFiles);
  await app.register(resumeRoutes);
  await app.register(jsonResumeRoutes);
  await app.register(socialCardsRoutes);
  await app.register(fontFilesRoutes);
  await app.register(feedbackRoutes);
  await app.register(testimonialRequestsRoutes);
  await app.register(postRoutes);
  await app.register(usersRoutes);
  await app.register(accountRoutes);
  await app.register(analyticsRoutes);
  await app.register(onboardingRoutes);
  await githubFeature(app);
  await historyFeature(app);
  await trashFeature(app);
  await scheduleFeature(app);
  await backupFeature(app);
}
